// The platform's calls the deployment scripts make (scale, overload, k8s:local's checks), through
// whatever front they are given (nginx, a replica, a pod): its envelope, the demo content to ask
// for, a phone's login and a live room's socket.
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { OneLineError } from './children.mjs';

/** The `data` of a platform answer; a `code` other than 0 is one line naming the address. */
async function platformData(url, init) {
  const answer = await fetch(url, init);
  const body = await answer.json();
  if (body.code !== 0) throw new OneLineError(`${url}: ${body.code} ${body.message}`);
  return body.data;
}

/** `body` posted as JSON, its answer's `data`. */
const postData = (url, body) =>
  platformData(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Every item of the first page (50 items) of each group, through `front`. */
export async function seededItems(front) {
  const items = [];
  for (const group of (await platformData(`${front}/peony/v1/group`)).list)
    items.push(...(await platformData(`${front}/peony/v1/content?gid=${group.id}&pageindex=1&pagesize=50`)).list);
  return items;
}

/** The share path of the first seeded article and the post id of the first live room, through `front`. */
export async function seededPaths(front) {
  const items = await seededItems(front);
  const article = items.find((item) => item.content_type === 'article');
  const live = items.find((item) => item.content_type === 'live');
  if (!article || !live) throw new OneLineError('the demo data has no article or no live room');
  return { article: new URL(article.share_link, front).pathname, live: live.post_id };
}

/**
 * A phone's login through `site`, as the login panel does it: the code is sent (type 6), `codeOf`
 * reads it where the platform put it (the development SMS outbox, a pod's log), then the token.
 * Returns the platform's user (its `token`).
 */
export async function phoneLogin(site, { phone, deviceId, codeOf }) {
  await platformData(`${site}/peony/v1/vcode?tel=${phone}&type=6`);
  const user = await postData(`${site}/peony/v1/auth`, {
    appid: 1,
    platform: 'mobile',
    account: phone,
    device_id: deviceId,
    verify_code: await codeOf(phone),
  });
  if (!user?.token) throw new OneLineError(`${site}: the login answered no token`);
  return user;
}

/** An anonymous visitor's token through `site`. */
export const anonymousLogin = (site) => postData(`${site}/peony/v1/auth`, { appid: 1, platform: 'mobile' });

/** The development SMS outbox of the reference API at `apiUrl` (NODE_ENV=development or DEMO). */
export const outboxCode = (apiUrl) => async (phone) =>
  (await platformData(`${apiUrl}/dev/sms-outbox?tel=${phone}`)).code;

/**
 * A live room's socket at `url`, once open: `socket`, and `next(match, timeoutMs)`, the first
 * message (parsed) that `match` accepts, waiting for it up to `timeoutMs` (undefined then).
 */
export function openSocket(url) {
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
