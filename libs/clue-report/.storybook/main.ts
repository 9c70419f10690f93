// Storybook for @share/clue-report: the workspace's shared configuration.
import type { StorybookConfig } from '@storybook/react-vite';
import { createStorybookConfig } from '../../../tools/storybook/storybook-main.ts';

const config: StorybookConfig = createStorybookConfig();
export default config;
