/**
 * `npm run funnel`: a demo run of the share funnel (issue 63) against the reference API, drawn into
 * docs/funnel-demo.svg. The API starts on a free port with the demo data in a temporary folder; one
 * share link of a demo article is issued, then simulated visitors (a fixed seed, so the chart only
 * changes when the code does) go through the real endpoints: the site's steps (funnelEvent), a link
 * token per tap that may end at the download page, and the app's claim of the 口令 for some of them.
 * The chart draws what /peony/v1/share/stats answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { encodePublicId, linkTokenText, type FunnelEnvironment, type FunnelStep } from '@share/contract';
import { createPlatformApi } from '../app';
import { funnelSvg } from './funnel-chart';

const OUT = path.resolve(__dirname, '../../../../docs/funnel-demo.svg');
const VISITORS = 400;
/** Simulated behaviour: the chance of each next step, by environment class (made up for the demo). */
const ANDROID = { tap: 0.3, launch: 0.9, download: 0.5, claim: 0.5 };
const NEXT: Partial<Record<FunnelEnvironment, typeof ANDROID>> = {
  wechat: { tap: 0.35, launch: 0.3, download: 0.6, claim: 0.4 },
  android: ANDROID,
  ios: { tap: 0.28, launch: 0.9, download: 0.45, claim: 0.55 },
  in_app: { tap: 0.2, launch: 0.2, download: 0.5, claim: 0.3 },
};
const MIX: FunnelEnvironment[] = ['wechat', 'wechat', 'wechat', 'android', 'android', 'ios', 'ios', 'in_app'];

/** mulberry32: a small seeded generator, so the demo run is the same every time. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funnel-demo-'));
  // One process plays every visitor from one address: the per-address limit is lifted for the demo.
  const api = await createPlatformApi({
    dataDir,
    nodeEnv: 'test',
    demoVideo: false,
    logger: pino({ level: 'silent' }),
    linkTokens: { ttlSeconds: 7200, burst: VISITORS, perMinute: VISITORS },
  });
  try {
    const url = await api.listen(0);
    const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
      const answer = await fetch(new URL(route, url), {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await answer.json()) as { code: number; message: string; data: T };
      if (envelope.code !== 0) throw new Error(`${route}: ${envelope.code} ${envelope.message}`);
      return envelope.data;
    };
    const row = api.db
      .prepare("SELECT id FROM contents WHERE published = 1 AND content_type = 'article' ORDER BY id LIMIT 1")
      .get() as { id: number };
    const item = encodePublicId(row.id);
    const share = await call<{ share_id: string }>('POST', '/peony/v1/share', { post_id: item });
    const random = seeded(63);
    const step = (name: FunnelStep, env: FunnelEnvironment) =>
      call('POST', `/peony/v1/share/event?step=${name}&post_id=${item}&env=${env}&share_id=${share.share_id}`);
    for (let visitor = 0; visitor < VISITORS; visitor++) {
      const env = MIX[Math.floor(random() * MIX.length)];
      const next = NEXT[env] ?? ANDROID;
      await step('view', env);
      if (random() >= next.tap) continue;
      await step('open_app', env);
      // The tap copies the 口令: a token for every tap (the app may or may not be installed).
      const token = await call<{ token: string; title: string }>('POST', '/peony/v1/link_token', {
        post_id: item,
        share_id: share.share_id,
        env,
      });
      if (random() < next.launch) await step('launch', env);
      if (random() >= next.download) continue;
      await step('download', env);
      if (random() < next.claim)
        await call('POST', '/peony/v1/link_token/claim', { text: linkTokenText('南岭新闻', token.title, token.token) });
    }
    const stats = await call<{ counts: Record<FunnelStep, number> }>(
      'GET',
      `/peony/v1/share/stats?share_id=${share.share_id}`,
    );
    fs.writeFileSync(OUT, funnelSvg(`一条分享链接的转化漏斗（演示：${VISITORS} 位模拟访客）`, stats.counts));
    console.log(`${path.relative(process.cwd(), OUT)}: ${JSON.stringify(stats.counts)}`);
  } finally {
    await api.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
