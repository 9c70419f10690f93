// share-web's Vite and Rollup plugins (apps/share-web/vite.config.ts uses them).
export { browserChunks, frameworkCompileHints } from './lib/chunks';
export { importWithoutPreload } from './lib/preload-helper';
export { browserRouteManifest } from './lib/route-manifest';
export { styledComponentsIds, stylisWithoutPrefixer } from './lib/styled-components';
