// Storybook for @share/community: the workspace's shared configuration.
import { createStorybookConfig } from '../../../tools/storybook/storybook-main.ts';

export default createStorybookConfig();
