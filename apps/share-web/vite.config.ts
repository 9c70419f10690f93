import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { SHARE_BASE_PATH } from '../../libs/contract/src/lib/base-path';
import {
  browserChunks,
  browserRouteManifest,
  frameworkCompileHints,
  importWithoutPreload,
  styledComponentsIds,
  stylisWithoutPrefixer,
} from '../../tools/vite-plugins/src/index';
import { FRAMEWORK_CHUNKS } from './app/lib/framework-chunks';

const plugin = (file: string) => fileURLToPath(new URL(`../../tools/vite-plugins/src/lib/${file}`, import.meta.url));

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The server build's bundled libraries (styled-components) ask process.env.NODE_ENV on every
  // render, and under Node each read is a call into the environment: fixed at build, as the
  // browser build does.
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  base: `${SHARE_BASE_PATH}/`,
  plugins: [
    styledComponentsIds(),
    stylisWithoutPrefixer(plugin('stylis-without-prefixer.ts')),
    importWithoutPreload(),
    reactRouter(),
    tsconfigPaths({ root: '../..' }),
    frameworkCompileHints(FRAMEWORK_CHUNKS),
    browserRouteManifest(),
  ],
  resolve: {
    // SWR's hook for React before 18 stays out of the browser's JavaScript: React has the hook.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: plugin('use-sync-external-store-shim.ts'),
      },
    ],
  },
  // styled-components must be bundled into the server build so that server and client agree on
  // its module instance (and its CommonJS/ESM split does not bite under Node).
  ssr: { noExternal: ['styled-components'] },
  build: {
    target: 'es2020',
    // The browser's chunks by terser (two compress passes, ES modules): 3.8 KB gzip less than
    // esbuild's minifier on the article's first load (159.6 -> 155.8 KB; 2.8 KB of it the framework
    // chunks) for about 9 s more build. The server build stays unminified, as Vite leaves it.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    // Which chunk holds which module: the browser test of the first-load script list reads it (the
    // server never serves it: no dot folder is served).
    manifest: true,
    // Vite's helper for a dynamic import inserts a modulepreload link for each chunk the imported
    // one imports, all in the importing task: when hydration reached the article's page (a lazy
    // chunk importing about 19 chunks the first load had not), that was 9-50 ms of link insertion in
    // one task after the first paint. Without the links the browser requests those chunks together
    // once it has the imported chunk (one round trip later); the first load's chunks are preloaded
    // by the page's loader (app/lib/deferred-scripts.ts), a few links per task.
    modulePreload: { resolveDependencies: () => [] },
    rollupOptions: {
      // Our libraries' modules do nothing when imported but define things (components, styled
      // components, functions): a module none of whose exports a chunk uses is left out of it.
      treeshake: { moduleSideEffects: (id: string) => !/\/libs\/[^/]+\/(?:[^/]+\/)?src\//.test(id) },
      // Rollup's own chunks under 1 KB that only define things are merged into a chunk loaded in
      // the same situations: the article loaded 39 scripts, 20 of them under 1 KB gzip, each a
      // request and a module to instantiate while the page hydrates. Rollup picks the chunk that
      // adds the least code over all the build's entries (each lazy component is one), not over a
      // page's first load: at 4 KB it put lazily loaded modules (WeChat's open tag, the account
      // pages' strings) into the chunks every page loads. Measured on the seeded pages (gzip, first
      // load): 4 KB — article 153.0 KB in 15 files, mini program 155.9, live 157.7, home 154.6;
      // 2 KB — 152.4 in 18, 155.3, 156.4, 152.3; 1 KB — 151.8 in 19, 155.1, 156.2, 152.7. The files
      // cost the main thread a little: interleaved loads of the article (scripts/compare-loads.mjs,
      // 10 each, CPU after the first paint) 136 ms at 4 KB, 143 ms at 1 KB; the longest task the
      // same (13.5, 13.7 ms), Lighthouse's median the same (98 at the calibrated slowdown).
      //
      // Rollup's hoisted imports stay (hoistTransitiveImports): each chunk also names the chunks its
      // imports import, a few bytes each. Without them the article's first load was 0.3 KB gzip
      // smaller and home's 0.7, but a chunk loaded later (a route reached in the page, a dialog) then
      // finds its imports one round trip at a time: 83 chains of two chunks the first load had not
      // loaded, home's route reached from an article five deep (home, activity, layouts, the card, its
      // type tag, its icon; the browser's route manifest lists no imports: route-manifest.ts).
      output: isSsrBuild
        ? {}
        : {
            manualChunks: browserChunks(FRAMEWORK_CHUNKS),
            onlyExplicitManualChunks: true,
            experimentalMinChunkSize: 1_000,
          },
    },
  },
}));
