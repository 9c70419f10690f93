// The Storybook configuration every UI-bearing library shares: Vite builder, stories next to the
// components, @share/* aliases from tsconfig.base.json, no telemetry.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import tsconfigPaths from 'vite-tsconfig-paths';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function createStorybookConfig(): StorybookConfig {
  return {
    stories: ['../src/**/*.stories.@(ts|tsx)'],
    addons: [],
    framework: { name: '@storybook/react-vite', options: {} },
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    typescript: { reactDocgen: false },
    async viteFinal(viteConfig) {
      const { mergeConfig } = await import('vite');
      return mergeConfig(viteConfig, {
        plugins: [tsconfigPaths({ root: workspaceRoot, projects: ['tsconfig.base.json'] })],
        // One static preview bundle; its size is not a product concern.
        build: { chunkSizeWarningLimit: 2000 },
      });
    },
  };
}
