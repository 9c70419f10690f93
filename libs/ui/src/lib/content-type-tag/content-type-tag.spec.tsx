import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ContentTypeTag, TAGGED_CATALOGS } from './content-type-tag';
import * as stories from './content-type-tag.stories';

const { AllCatalogs, Video, OnCover, Article } = composeStories(stories);

const SPEC_CATALOGS = [
  'svideo',
  'video',
  'h5',
  'local_live',
  'audio',
  'image',
  'audio_album',
  'video_album',
  'topic',
  'mini_program',
  'sp_topic',
];

describe('ContentTypeTag', () => {
  it('covers exactly the 11 catalogs of the spec', () => {
    expect([...TAGGED_CATALOGS]).toEqual(SPEC_CATALOGS);
  });

  it('renders a tag with its own icon for every tagged catalog', () => {
    const { container } = render(<AllCatalogs />);
    const tags = container.querySelectorAll('[data-catalog]');
    expect([...tags].map((t) => t.getAttribute('data-catalog'))).toEqual(SPEC_CATALOGS);
    const iconShapes = [...tags].map((t) => t.querySelector('svg')?.innerHTML);
    expect(new Set(iconShapes).size).toBe(11);
  });

  it.each(['article', 'special', 'live', 'link', 'cloud_form', '', undefined, null])(
    'renders nothing for %p',
    (catalog) => {
      const { container } = render(<ContentTypeTag catalog={catalog} />);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('renders nothing in the Article story', () => {
    const { container } = render(<Article />);
    expect(container.querySelector('[data-catalog]')).toBeNull();
  });

  it('shows the label and the extra text', () => {
    render(<Video />);
    expect(screen.getByText('视频')).toBeInTheDocument();
    expect(screen.getByText('03:24')).toBeInTheDocument();
    render(<OnCover />);
    expect(screen.getByText('12图')).toBeInTheDocument();
  });
});
