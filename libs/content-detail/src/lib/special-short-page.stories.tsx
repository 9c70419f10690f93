import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW_S, fixtureDocDetailOf, fixtureSummaryOf } from '@share/api-client/testing';
import type { DocDetail } from '@share/contract';
import { FIXTURE_NOW, FIXTURE_ORIGIN, specialPageFixture } from './fixtures';
import { SpecialView } from './special-page';
import { SpecialShortView } from './special-short-page';

const itemData = (type: DocDetail['content_type'], overrides: Partial<DocDetail> = {}) => ({
  kind: 'item' as const,
  item: fixtureSummaryOf(fixtureDocDetailOf(type, { publish_at: FIXTURE_NOW_S - 2 * 86_400, ...overrides })),
  now: FIXTURE_NOW,
  origin: FIXTURE_ORIGIN,
});

const meta = {
  title: 'ContentDetail/SpecialShortView',
  component: SpecialShortView,
  args: { data: itemData('sp_topic') },
} satisfies Meta<typeof SpecialShortView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An sp_topic's share link (/special/{id}/index.html): its head, open in the app and on desktop. */
export const SpTopic: Story = {};
/** enable_app off: only the desktop page. */
export const SpTopicPcOnly: Story = {
  args: {
    data: itemData('sp_topic', {
      title: '全运会专题｜家门口的体育盛会',
      payload: {
        enable_app: false,
        app_url: '',
        enable_pc: true,
        pc_url: 'https://www.example.com/special/national-games',
      },
    }),
  },
};
/** Another item under the short form: its head and a card to its own page. */
export const OtherItem: Story = { args: { data: itemData('video') } };
/** No id, or no special and no content under it. */
export const Empty: Story = { args: { data: { kind: 'empty', now: FIXTURE_NOW, origin: FIXTURE_ORIGIN } } };
/** The platform could not be reached. */
export const Offline: Story = { args: { data: { kind: 'error', now: FIXTURE_NOW, origin: FIXTURE_ORIGIN } } };
/** A special under the short form: the long form's special page, named Special. */
export const Special: Story = { render: () => <SpecialView data={specialPageFixture()} screen="Special" state={{}} /> };
