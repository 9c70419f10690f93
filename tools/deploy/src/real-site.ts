/**
 * The real site for nginx's tests where the site's own router matters: the production build
 * (apps/share-web/build/server.mjs, `npx nx run share-web:build-server`) in front of the reference
 * platform API with its seeded items, each on its own port with a fresh database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPlatformApi, stopChild, waitFor } from '../../../deploy/testing/platform-api';

const root = path.join(__dirname, '../../..');
export const SITE_SERVER = path.join(root, 'apps/share-web/build/server.mjs');

export interface RealSite {
  /** The site's address (http://127.0.0.1:port). */
  url: string;
  /** The platform API's address. */
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the platform API on `apiPort` and the built site on `sitePort` (with `siteEnv` beside its
 * own settings); throws at once without a build.
 */
export async function startRealSite(
  sitePort: number,
  apiPort: number,
  siteEnv: Record<string, string> = {},
): Promise<RealSite> {
  if (!fs.existsSync(SITE_SERVER))
    throw new Error(`no site build at ${path.relative(root, SITE_SERVER)}: npx nx run share-web:build-server`);
  const api = await startPlatformApi(apiPort);
  const url = `http://127.0.0.1:${sitePort}`;
  const site = spawn(process.execPath, [SITE_SERVER], {
    cwd: root,
    stdio: 'ignore',
    env: {
      PATH: process.env['PATH'],
      PORT: String(sitePort),
      PLATFORM_API_URL: api.url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ...siteEnv,
    },
  });
  const stop = async () => {
    await stopChild(site);
    await api.stop();
  };
  try {
    await waitFor(`${url}/healthz`, site, 'the site', 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, apiUrl: api.url, stop };
}

/** The share links (paths) of the seeded items of `actor/type` (`news/doc`), read from the platform API. */
export async function seededLinks(apiUrl: string, kind: string): Promise<string[]> {
  const links: string[] = [];
  const groups = ((await (await fetch(`${apiUrl}/peony/v1/group`)).json()) as { data: { list: { id: string }[] } }).data
    .list;
  for (const group of groups) {
    const list = (
      (await (await fetch(`${apiUrl}/peony/v1/content?gid=${group.id}&pagesize=50`)).json()) as {
        data: { list: { share_link: string }[] };
      }
    ).data.list;
    for (const { share_link } of list)
      if (
        new RegExp(`^/davmu/share/${kind}/\\d{4}/\\d{2}/\\w{8}/index\\.html$`).test(share_link) &&
        !links.includes(share_link)
      )
        links.push(share_link);
  }
  return links;
}
