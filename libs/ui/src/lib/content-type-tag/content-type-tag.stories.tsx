import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentTypeTag, TAGGED_CATALOGS } from './content-type-tag';
import { FixedRatioImage } from '../fixed-ratio-image/fixed-ratio-image';
import { SAMPLE_COVER } from '../story-fixtures';

const meta = {
  title: 'Media/ContentTypeTag',
  component: ContentTypeTag,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentTypeTag>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every catalog that has a tag, each with its own icon. */
export const AllCatalogs: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {TAGGED_CATALOGS.map((c) => (
        <ContentTypeTag key={c} catalog={c} />
      ))}
    </div>
  ),
};

export const Video: Story = { args: { catalog: 'video', extra: '03:24' } };

export const OnCover: Story = {
  args: { catalog: 'image', variant: 'overlay', extra: '12图' },
  render: (args) => (
    <div style={{ position: 'relative', width: 240 }}>
      <FixedRatioImage src={SAMPLE_COVER} ratio={16 / 9} />
      <div style={{ position: 'absolute', right: 6, bottom: 6 }}>
        <ContentTypeTag {...args} />
      </div>
    </div>
  ),
};

/** An article (or any untagged catalog) shows nothing. */
export const Article: Story = { args: { catalog: 'article' }, tags: ['renders-nothing'] };
