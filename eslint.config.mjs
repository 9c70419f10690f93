import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries of STYLE.md: features never import other features, ui never imports
 * data-access, utils stay free of react and styled-components, e2e reaches the app over HTTP only.
 * Scopes: the reference platform API and the site share only the three `scope:shared` libraries
 * (contract, util-format, util-metrics); every browser library is `scope:share-web`, out of the
 * platform's reach.
 */
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:server'],
  },
  // The HTTP server's pieces run in Node only: the app's server entry wires them, no browser code
  // (feature, ui, data-access, util) may import them. ui for its types (what loaders hand the render).
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:ui'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
  // The README and docs checks (tools/docs) call the API with the contract's values.
  { sourceTag: 'type:docs', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The one Storybook's own docs page renders the design system's theme.
  { sourceTag: 'type:storybook', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'scope:platform', onlyDependOnLibsWithTags: ['scope:platform', 'scope:shared'] },
  { sourceTag: 'scope:share-web', onlyDependOnLibsWithTags: ['scope:share-web', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/.react-router',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/data',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // The outside-tool check, Chromium's launch arguments, the page budgets, the project graph's
          // reader, the stage table, the main thread's blocking time, the free-port check and
          // k8s:local's cluster pieces (scripts/lib) are shared by the scripts and the tests that use
          // or check them; they belong to no project. deploy/testing's nginx in front of servers a
          // test starts (nginx-front) and platform API (platform-api) serve the deployment's tests in
          // deploy and those in tools/deploy that need the site's build (`nx test deploy` builds nothing).
          // A pattern without `*` is a regular expression.
          allow: [
            'scripts/lib/(outside-tools|playwright-chromium|browser-ui|page-budgets|project-graph|stage-table|main-thread|throwaway-copy|free-ports|k8s-local/cluster)\\.mjs$',
            '/deploy/testing/(nginx-front|platform-api)$',
          ],
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Browser code takes values from the schema-free entry: '@share/contract' holds the zod schemas
    // (about 40 KB gzipped) and would pull them into every page's JavaScript. Types are free.
    files: ['libs/**/src/**/*.ts', 'libs/**/src/**/*.tsx', 'apps/share-web/app/**/*.ts', 'apps/share-web/app/**/*.tsx'],
    ignores: [
      'libs/contract/**',
      '**/*.server.ts',
      '**/*.server.tsx',
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.stories.tsx',
      '**/testing.ts',
      '**/server.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@share/contract',
              message: "Import values from '@share/contract/browser' (no zod); only types from '@share/contract'.",
              allowTypeImports: true,
            },
            // The HTTP server's library runs in Node only: in the app, only *.server.ts(x), entry.server.tsx
            // and apps/share-web/server import it (those are outside this block's files or ignored).
            {
              name: '@share/share-web-server',
              message: 'Server-only: import it from a *.server.ts file, entry.server.tsx or apps/share-web/server.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configuration files may reach the workspace root (the shared Jest preset); a library's Jest
    // setup reaches the design system's Storybook preview (libs/ui/.storybook) its story tests render in.
    files: ['**/jest.config.cjs', '**/jest.setup.ts', '**/*.config.ts', '**/*.config.mjs', '**/.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
