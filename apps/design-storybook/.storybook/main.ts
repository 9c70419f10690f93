// The one Storybook for designers: every library's stories (the site's frame, desktop page, error
// screen and offline notice are @share/shell's), grouped in the sidebar by the project they live in,
// and a docs page of the theme and its design tokens.
// `npm run storybook` serves it, `npm run build-storybook` builds it to dist/storybook.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { createStorybookConfig } from '../../../tools/storybook/storybook-main.ts';

/**
 * Every library with stories under its src/ (so a library made by `npm run new-lib` shows at once),
 * one level deep or in a grouping folder (libs/auth/feature); each one's stories appear under its
 * project's name (libs/auth/feature is the project `auth`).
 */
const LIBS = path.resolve(import.meta.dirname, '../../../libs');
const FOLDERS = readdirSync(LIBS).flatMap((name) =>
  existsSync(path.join(LIBS, name, 'project.json'))
    ? [name]
    : readdirSync(path.join(LIBS, name)).map((child) => `${name}/${child}`),
);
const hasStories = (folder: string) =>
  existsSync(path.join(LIBS, folder, 'src')) &&
  readdirSync(path.join(LIBS, folder, 'src'), { recursive: true }).some((file) =>
    /\.stories\.tsx?$/.test(String(file)),
  );
const LIBRARIES = FOLDERS.filter(hasStories).map((folder) => ({
  folder,
  name: JSON.parse(readFileSync(path.join(LIBS, folder, 'project.json'), 'utf8')).name as string,
}));
const STORY_FILES = '**/*.stories.@(ts|tsx)';
/** The demo set's picture folders (apps/platform-api/assets, served at /media). */
const MEDIA = path.resolve(import.meta.dirname, '../../platform-api/assets');
const MEDIA_FOLDERS = ['avatars', 'banners', 'brand', 'covers', 'gallery'];
/**
 * The pages the site proxies to the platform that stories frame (the login panel's agreements at
 * /davmu/agreement/…): the reference API's pages for the demo site, as files (…/user_agreement/index.html,
 * which a static server gives for /davmu/agreement/user_agreement), so no story reaches a server.
 */
const PLATFORM_PAGES = path.resolve(import.meta.dirname, '../fixtures/davmu');

const config: StorybookConfig = {
  ...createStorybookConfig(),
  stories: [
    '../docs/*.mdx',
    ...LIBRARIES.map(({ folder, name }) => ({
      directory: `../../../libs/${folder}/src`,
      titlePrefix: name,
      files: STORY_FILES,
    })),
  ],
  // Docs pages with props tables (autodocs, preview.tsx) and an accessibility panel per story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The fixtures' pictures are the demo set's (/media/avatars/user-01.png …), which the platform API
  // serves to the site; the static Storybook serves the same files, so no story shows a broken image.
  staticDirs: [
    ...MEDIA_FOLDERS.map((folder) => ({ from: `${MEDIA}/${folder}`, to: `/media/${folder}` })),
    { from: PLATFORM_PAGES, to: '/davmu' },
  ],
};
export default config;
