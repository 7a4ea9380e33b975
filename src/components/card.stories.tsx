import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Card, CardTitle, MutedText, PageTitle, Row, Stack } from './card';

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

export const Dark: Story = { ...WithTitle, globals: { theme: 'dark' } };
