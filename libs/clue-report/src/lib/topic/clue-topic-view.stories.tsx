import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyClueTopic, storyReports } from '../story-fixtures';
import { ClueTopicView } from './clue-topic-view';

const meta = {
  title: 'ClueReport/Topic',
  component: ClueTopicView,
  args: { status: 'ok', topic: storyClueTopic, reports: morePaged(storyReports), now: STORY_NOW, onPrompt: fn() },
} satisfies Meta<typeof ClueTopicView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A topic nobody has reported in yet. */
export const Empty: Story = { args: { reports: nonePaged() } };
export const Error: Story = { args: { status: 'error', topic: null, reports: nonePaged() } };
