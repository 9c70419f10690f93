// The designers' Storybook's base configuration: Vite builder, @share/* aliases from
// tsconfig.base.json, props tables read from the components' types and TSDoc, no telemetry.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import tsconfigPaths from 'vite-tsconfig-paths';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function createStorybookConfig(): StorybookConfig {
  return {
    stories: [],
    addons: [],
    framework: { name: '@storybook/react-vite', options: {} },
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    // react-docgen reads each component's props, their types, defaults and TSDoc comments for the
    // docs pages' tables; faster than react-docgen-typescript, which runs the type checker.
    typescript: { reactDocgen: 'react-docgen' },
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
