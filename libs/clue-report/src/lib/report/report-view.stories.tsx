import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_NOW, storyPendingReport, storyReport } from '../story-fixtures';
import { ClueReportView } from './report-view';

const meta = {
  title: 'ClueReport/Report',
  component: ClueReportView,
  args: { status: 'ok', report: storyReport, now: STORY_NOW, onPrompt: fn() },
} satisfies Meta<typeof ClueReportView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Answered: pictures, place, topic, a mention, the official reply, a related post. */
export const Full: Story = {};
/** Received, not yet answered: no pictures, no reply, nothing related. */
export const Pending: Story = { args: { report: storyPendingReport } };
/** Accepted, the answer still to come. */
export const Accepted: Story = { args: { report: { ...storyPendingReport, status: 1 } } };
/** A link without a report id. */
export const Empty: Story = { args: { status: 'empty', report: null } };
export const Error: Story = { args: { status: 'error', report: null } };
