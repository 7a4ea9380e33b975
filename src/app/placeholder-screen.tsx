import { Card, MutedText, PageTitle, Stack } from '../components/card';

/** Stands for a screen whose issue has not landed yet; the route, guard and layout are final. */
export function PlaceholderScreen({ name }: { name: string }) {
  return (
    <Card>
      <Stack $gap={2}>
        <PageTitle>{name}</PageTitle>
        <MutedText>This screen is on its way.</MutedText>
      </Stack>
    </Card>
  );
}
