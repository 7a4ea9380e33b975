import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by search results (issue 5).
export default function SearchScreen() {
  return <PlaceholderScreen name="Search" />;
}
