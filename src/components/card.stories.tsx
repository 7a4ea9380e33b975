import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Card, CardTitle, ListStack, MutedText, PageTitle, Row, Stack } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  render: () => (
    <Card aria-labelledby="card-title" style={{ maxWidth: 360 }}>
      <CardTitle id="card-title">Community Stats</CardTitle>
      <MutedText>Residents of 10 societies share updates, concerns and events here.</MutedText>
    </Card>
  ),
};

export const PageHeader: Story = {
  render: () => (
    <Card>
      <Stack $gap={2}>
        <PageTitle>Groups</PageTitle>
        <MutedText>Join groups of residents who share your interests.</MutedText>
        <Row $gap={2}>
          <Button size="sm">Create Group</Button>
          <Button size="sm" variant="outline">
            Browse
          </Button>
        </Row>
      </Stack>
    </Card>
  ),
};

/** ListStack: a plain list for rows of people, requests or posts. */
export const WithList: Story = {
  render: () => (
    <Card aria-labelledby="list-title" style={{ maxWidth: 360 }}>
      <CardTitle id="list-title">Join requests (2)</CardTitle>
      <ListStack aria-label="Join requests">
        <li>Priya Sharma</li>
        <li>Rakesh Tiwari</li>
      </ListStack>
    </Card>
  ),
};

export const Dark: Story = { ...WithTitle, globals: { theme: 'dark' } };
