// The one Storybook for designers: every library's stories (the site's frame, desktop page, error
// screen and offline notice are @share/shell's), grouped in the sidebar by the project they live in,
// and a docs page of the theme and its design tokens.
// `npm run storybook` serves it, `npm run build-storybook` builds it to dist/storybook.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { createStorybookConfig } from '../../../tools/storybook/storybook-main.ts';

/**
 * Every library with components, found by its own .storybook folder (so a library made by
 * `npm run new-lib` shows at once); each one's stories appear under its name.
 */
const LIBS = path.resolve(import.meta.dirname, '../../../libs');
const LIBRARIES = readdirSync(LIBS).filter((name) => existsSync(path.join(LIBS, name, '.storybook')));
const STORY_FILES = '**/*.stories.@(ts|tsx)';

const config: StorybookConfig = {
  ...createStorybookConfig(),
  stories: [
    '../docs/*.mdx',
    ...LIBRARIES.map((name) => ({ directory: `../../../libs/${name}/src`, titlePrefix: name, files: STORY_FILES })),
  ],
  addons: ['@storybook/addon-docs'],
};
export default config;
