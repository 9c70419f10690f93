// What `npm run k8s:local` proves once every pod is ready, each printed as one line: through an
// nginx pod a page renders and its second request is a cache HIT; a live chat message sent through
// one site pod reaches a listener on another; each site pod's /metrics answers on its declared port.
import { anonymousLogin, openSocket, phoneLogin, seededPaths } from '../platform-client.mjs';
import { WECHAT_UA } from '../main-thread.mjs';

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
  const { article, live } = await seededPaths(front);

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
    const user = await phoneLogin(speakerPod.url, { phone: '13600007777', deviceId: 'k8s-local', codeOf: loginCode });
    const anonymous = await anonymousLogin(listenerPod.url);
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
