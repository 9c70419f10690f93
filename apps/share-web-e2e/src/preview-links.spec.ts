// Issue 58: public ids are a reversible permutation of sequential integers, so a preview path with an
// id alone showed every draft. A preview needs the link's credential, issued with the draft; without
// it, or once it expired, the page is the expired-preview 404 page, never the draft.
import { expect, test } from '@playwright/test';
import { API_URL } from './support';

/**
 * The attacker's side of the public ids (libs/contract's public-id.ts, which the browser bundle ships):
 * the n-th id as the site encodes it. Written out here, as an attacker would, since e2e tests import
 * nothing of the workspace.
 */
function nthPublicId(n: number): string {
  const alphabet = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const base = BigInt(alphabet.length);
  let x = ((BigInt(n) + 0x5bd1e995n) * (0x9e3779b97n | 1n)) % (1n << 40n);
  let body = '';
  for (let i = 0; i < 7; i += 1) {
    body = alphabet[Number(x % base)] + body;
    x /= base;
  }
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += (i + 1) * alphabet.indexOf(body[i]);
  return body + alphabet[sum % alphabet.length];
}

const EXPIRED = '预览链接已失效';

interface DraftLink {
  id: string;
  title: string;
  path: string;
  expires_at: number;
}

async function draftLinks(request: import('@playwright/test').APIRequestContext, ttl?: number): Promise<DraftLink[]> {
  const answer = await request.get(`${API_URL}/dev/preview-links${ttl ? `?ttl=${ttl}` : ''}`);
  return ((await answer.json()) as { data: { list: DraftLink[] } }).data.list;
}

test('the first 500 ids as anonymous preview paths show the expired page and no draft', async ({ request }) => {
  test.setTimeout(300_000);
  const drafts = await draftLinks(request);
  expect(drafts.length).toBeGreaterThan(0);
  const ids = Array.from({ length: 500 }, (_, index) => nthPublicId(index + 1));
  // Every draft's id is among them (the demo set has fewer than 500 items).
  for (const draft of drafts) expect(ids).toContain(draft.id);
  const leaks: string[] = [];
  const pending = [...ids];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let id = pending.shift(); id !== undefined; id = pending.shift()) {
        const answer = await request.get(`/davmu/share/preview-holly/doc/2026/11/${id}/index.html?_=${Date.now()}`, {
          maxRedirects: 0,
        });
        const html = await answer.text();
        const shown = drafts.filter((draft) => html.includes(draft.title)).map((draft) => draft.title);
        // A loaded machine may answer 503 (the platform call's deadline): no draft either.
        if (answer.status() < 400 || shown.length > 0) leaks.push(`${id}: ${answer.status()} ${shown.join(', ')}`);
        if (answer.status() === 404 && !html.includes(EXPIRED)) leaks.push(`${id}: 404 without ${EXPIRED}`);
      }
    }),
  );
  expect(leaks).toEqual([]);
});

test("a draft's signed link opens it until the link expires, then shows the expired page", async ({ request }) => {
  const [draft] = await draftLinks(request, 4);
  const open = await request.get(`${draft.path}&_=${Date.now()}`, { maxRedirects: 0 });
  expect(open.status()).toBe(200);
  expect(await open.text()).toContain(draft.title);
  // Another id with this credential, or the credential altered, is refused.
  const forged = draft.path.replace(/preview_token=(\d+)/, (_, expiry) => `preview_token=${Number(expiry) + 600}`);
  const refused = await request.get(`${forged}&_=${Date.now()}`, { maxRedirects: 0 });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain(draft.title);

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, draft.expires_at * 1000 - Date.now()) + 1_000));
  const expired = await request.get(`${draft.path}&_=${Date.now()}`, { maxRedirects: 0 });
  expect(expired.status()).toBe(404);
  const html = await expired.text();
  expect(html).toContain(EXPIRED);
  expect(html).not.toContain(draft.title);
});
