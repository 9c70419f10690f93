// What `npm run k8s:local` proves once every pod is ready, each printed as one line: through an
// nginx pod a page renders and its second request is a cache HIT; a live chat message sent through
// one site pod reaches a listener on another; each site pod's /metrics answers on its declared port.
import { WebSocket } from 'ws';
import { WECHAT_UA } from '../main-thread.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function data(url, init) {
  const answer = await fetch(url, init);
  const body = await answer.json();
  if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.message}`);
  return body.data;
}

/** The share path of the first seeded article and the post id of the first live room. */
async function seeded(front) {
  let article;
  let live;
  for (const group of (await data(`${front}/peony/v1/group`)).list) {
    for (const item of (await data(`${front}/peony/v1/content?gid=${group.id}&pageindex=1&pagesize=50`)).list) {
      if (!article && item.content_type === 'article') article = new URL(item.share_link, front).pathname;
      if (!live && item.content_type === 'live') live = item.post_id;
    }
  }
  if (!article || !live) throw new Error('the platform has no article or no live room');
  return { article, live };
}

function openSocket(url) {
  const socket = new WebSocket(url);
  const messages = [];
  const waiters = [];
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const waiter of waiters.splice(0)) waiter();
  });
  const next = async (match, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) return undefined;
      await Promise.race([new Promise((resolve) => waiters.push(resolve)), sleep(deadline - Date.now())]);
    }
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }));
    socket.once('error', reject);
  });
}

/**
 * `front`: an nginx pod's URL; `sites`: the site pods ({ name, url, metricsUrl }); `loginCode(phone)`:
 * the SMS code the platform sent, which logs the chat's speaker in.
 * Returns [{ check, ok, detail }].
 */
export async function runChecks({ front, frontPod, sites, loginCode }) {
  const results = [];
  const record = (check, ok, detail) => {
    results.push({ check, ok, detail });
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${detail}`);
  };
  const attempt = async (check, body) => {
    try {
      await body();
    } catch (error) {
      record(check, false, error.message);
    }
  };
  const { article, live } = await seeded(front);

  await attempt('a page renders through nginx, then comes from its cache', async () => {
    const get = async () => {
      const answer = await fetch(`${front}${article}`, { headers: { 'user-agent': WECHAT_UA } });
      return { status: answer.status, cache: answer.headers.get('x-cache-status'), body: await answer.text() };
    };
    const first = await get();
    const second = await get();
    const title = /<title>([^<]*)<\/title>/.exec(first.body)?.[1];
    record(
      `page through ${frontPod}`,
      first.status === 200 && Boolean(title),
      `${article}: ${first.status} ${first.cache ?? '-'} "${title ?? 'no title'}"`,
    );
    record(
      `second request from ${frontPod}'s cache`,
      second.status === 200 && second.cache === 'HIT',
      `${second.status} ${second.cache}`,
    );
  });

  await attempt('live chat across site pods', async () => {
    const [listenerPod, speakerPod] = [sites[0], sites[sites.length - 1]];
    const phone = '13600007777';
    await data(`${speakerPod.url}/peony/v1/vcode?tel=${phone}&type=6`);
    const code = await loginCode(phone);
    const post = (url, body) =>
      data(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const user = await post(`${speakerPod.url}/peony/v1/auth`, {
      appid: 1,
      platform: 'mobile',
      account: phone,
      device_id: 'k8s-local',
      verify_code: code,
    });
    const anonymous = await post(`${listenerPod.url}/peony/v1/auth`, { appid: 1, platform: 'mobile' });
    const ws = (pod, token) => `${pod.url.replace(/^http/, 'ws')}/peony/v3/live/ws?token=${token}&live_id=${live}`;
    const listener = await openSocket(ws(listenerPod, anonymous.token));
    const speaker = await openSocket(ws(speakerPod, user.token));
    try {
      await Promise.all([listener, speaker].map((s) => s.next((m) => m.type === 'hello')));
      const content = `k8s-local ${Date.now()}`;
      speaker.socket.send(JSON.stringify({ type: 'send', content }));
      const heard = await listener.next((m) => m.type === 'message' && m.data?.content === content);
      record(
        `chat from ${speakerPod.name} to ${listenerPod.name}`,
        Boolean(heard),
        heard ? 'heard' : 'not heard within 5 s',
      );
    } finally {
      listener.socket.close();
      speaker.socket.close();
    }
  });

  for (const site of sites) {
    await attempt(`metrics of ${site.name}`, async () => {
      const answer = await fetch(site.metricsUrl);
      const text = await answer.text();
      const series = text.split('\n').filter((line) => line && !line.startsWith('#')).length;
      record(
        `metrics of ${site.name} on its declared port ${site.metricsPort}`,
        answer.status === 200 && series > 0,
        `${answer.status}, ${series} series`,
      );
    });
  }
  return results;
}
