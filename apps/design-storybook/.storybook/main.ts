// The one Storybook for designers: every library's stories (the site's frame, desktop page, error
// screen and offline notice are @share/shell's), grouped in the sidebar by the project they live in,
// and a docs page of the theme and its design tokens.
// `npm run storybook` serves it, `npm run build-storybook` builds it to dist/storybook.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { createStorybookConfig } from '../../../tools/storybook/storybook-main.ts';

/**
 * Every library with components, found by its own .storybook folder (so a library made by
 * `npm run new-lib` shows at once); each one's stories appear under its name.
 */
const LIBS = path.resolve(import.meta.dirname, '../../../libs');
/** Library folders under libs/, one level deep or in a grouping folder (libs/auth/feature). */
const FOLDERS = readdirSync(LIBS).flatMap((name) =>
  existsSync(path.join(LIBS, name, 'project.json'))
    ? [name]
    : readdirSync(path.join(LIBS, name)).map((child) => `${name}/${child}`),
);
/** Title prefix: the project's name (libs/auth/feature is the project `auth`). */
const LIBRARIES = FOLDERS.filter((folder) => existsSync(path.join(LIBS, folder, '.storybook'))).map((folder) => ({
  folder,
  name: JSON.parse(readFileSync(path.join(LIBS, folder, 'project.json'), 'utf8')).name as string,
}));
const STORY_FILES = '**/*.stories.@(ts|tsx)';

const config: StorybookConfig = {
  ...createStorybookConfig(),
  stories: [
    '../docs/*.mdx',
    ...LIBRARIES.map(({ folder, name }) => ({ directory: `../../../libs/${folder}/src`, titlePrefix: name, files: STORY_FILES })),
  ],
  addons: ['@storybook/addon-docs'],
};
export default config;
