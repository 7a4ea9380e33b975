import { useParams } from 'react-router-dom';
import { useAuth } from '../auth';
import { OtherProfile } from './other-profile';
import { OwnProfile } from './own-profile';
import { namesViewer, parseProfileRef } from './profile-ref';
import { SignedOutProfile } from './profile-states';

/**
 * /profile (own) and /profile/:id, where :id is a user id or an @username (where @mentions link).
 * The viewer's own id or username shows the own profile, with Edit Profile and no Follow.
 */
export default function ProfileScreen() {
  const { user } = useAuth();
  const { id } = useParams();
  // The route is behind the sign-in guard; this covers a story or a session that just ended.
  if (!user) return <SignedOutProfile />;
  if (id === undefined) return <OwnProfile />;
  const profileRef = parseProfileRef(id);
  if (namesViewer(profileRef, user)) return <OwnProfile />;
  return <OtherProfile key={id} profileRef={profileRef} />;
}
