import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW_S } from '@share/api-client/testing';
import { InviteView } from './invite-view';

const STORY_NOW = FIXTURE_NOW_S * 1000;

const meta = {
  title: 'Pages/Invite',
  component: InviteView,
  args: {
    status: 'ok',
    code: 'NL1037',
    siteName: '南岭新闻',
    downloadUrl: 'https://app.example.com/download',
    records: null,
    now: STORY_NOW,
  },
} satisfies Meta<typeof InviteView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const LoggedInWithRecords: Story = {
  args: {
    records: [
      { user_id: 'user0001', alias: '考研人', created_at: STORY_NOW / 1000 - 7200, reward_points: 100, status: 1 },
    ],
  },
};
export const NoCode: Story = { args: { status: 'empty', code: '' } };
