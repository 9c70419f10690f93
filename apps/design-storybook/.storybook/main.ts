// The one Storybook for designers: every library's stories and the app's own UI, grouped in the
// sidebar by the project they live in, and a docs page of the theme and its design tokens.
// `npm run storybook` serves it, `npm run build-storybook` builds it to dist/storybook.
import type { StorybookConfig } from '@storybook/react-vite';
import { createStorybookConfig } from '../../../tools/storybook/storybook-main.ts';

/** Every project with components; each one's stories appear under its name. */
const LIBRARIES = ['ui', 'account', 'content-detail', 'feed', 'live', 'record-pages'];
const STORY_FILES = '**/*.stories.@(ts|tsx)';

const config: StorybookConfig = {
  ...createStorybookConfig(),
  stories: [
    '../docs/*.mdx',
    ...LIBRARIES.map((name) => ({ directory: `../../../libs/${name}/src`, titlePrefix: name, files: STORY_FILES })),
    { directory: '../../../apps/share-web/app', titlePrefix: 'share-web', files: STORY_FILES },
  ],
  // Docs pages with props tables (autodocs, preview.tsx) and an accessibility panel per story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
};
export default config;
