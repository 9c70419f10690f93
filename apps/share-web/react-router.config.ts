// Nx's React Router plugin (@nx/react/router-plugin, nx.json) reads this file to infer share-web's
// build, dev, start and typecheck targets; on Node 20 it loads TypeScript through @swc-node/register.
// The base path is written out here; react-router-config.spec.ts checks it against the contract's
// SHARE_BASE_PATH.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  basename: '/davmu/share/',
  ssr: true,
  // The route table is small: ship it with the page instead of discovering routes lazily, which
  // raced with links tapped while the page hydrates (a blank page after tapping 返回首页 on a 404).
  routeDiscovery: { mode: 'initial' },
  // `npm run dev`: Vite's dependency scan starts from the client entry and every route module, so
  // it finds before the first page what the pages load later (web-vitals with the tracking runtime,
  // hls.js, partysocket). Found while a page ran, each reloaded it on a fresh clone's first visit,
  // and failed the imports under way (the development-server browser test, once in CI). Development
  // only: the build's files are the same with it.
  future: { unstable_optimizeDeps: true },
} satisfies Config;
