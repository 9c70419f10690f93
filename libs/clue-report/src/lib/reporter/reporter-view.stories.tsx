import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyRelated, storyReporter, storyReports } from '../story-fixtures';
import { ClueReporterView } from './reporter-view';

const meta = {
  title: 'ClueReport/Reporter',
  component: ClueReporterView,
  args: {
    status: 'ok',
    person: storyReporter,
    clues: morePaged(storyReports),
    atClues: { items: [storyReports[1]], hasMore: false },
    relatePosts: [storyRelated],
    now: STORY_NOW,
    onPrompt: fn(),
    onFollow: fn(),
  },
} satisfies Meta<typeof ClueReporterView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A reporter with no clues, no mentions, nothing related. */
export const Empty: Story = { args: { clues: nonePaged(), atClues: nonePaged(), relatePosts: [] } };
export const Error: Story = {
  args: { status: 'error', person: null, clues: nonePaged(), atClues: nonePaged(), relatePosts: [] },
};
