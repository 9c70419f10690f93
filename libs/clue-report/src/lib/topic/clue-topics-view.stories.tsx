import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyChannels, storyClueTopics } from '../story-fixtures';
import { ClueTopicsView } from './clue-topics-view';

const meta = {
  title: 'ClueReport/Topics',
  component: ClueTopicsView,
  args: { status: 'ok', recommended: storyClueTopics, channels: storyChannels },
} satisfies Meta<typeof ClueTopicsView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Recomend (most viewed first) and TopicChannel (a channel without topics says 暂无内容). */
export const Full: Story = {};
export const Empty: Story = { args: { status: 'empty', recommended: [], channels: [] } };
export const Error: Story = { args: { status: 'error', recommended: [], channels: [] } };
