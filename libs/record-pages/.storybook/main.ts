// Storybook for @share/record-pages: the workspace's shared configuration.
import { createStorybookConfig } from '../../../tools/storybook/storybook-main.ts';

export default createStorybookConfig();
