/**
 * sp_topic's 在APP中打开 goes through open-app's one launch strategy (issue 61, defect 4): never a bare
 * scheme link, which does nothing in WeChat. It opens the open-app dialog at the item; 立即前往 then
 * shows WeChat's guide, or launches the intent on Android Chrome, each with its beacon.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, waitForHydration } from './support';

const TWO_SESSIONS = '聚焦两会｜代表委员话发展';
const UA = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

async function spTopic(request: APIRequestContext): Promise<{ share_link: string; post_id: string }> {
  const groups = (await (await request.get('/peony/v1/group')).json()).data.list as { id: string }[];
  for (const group of groups) {
    const list = (await (await request.get(`/peony/v1/content?gid=${group.id}&pagesize=50`)).json()).data.list as {
      title: string;
      share_link: string;
      post_id: string;
    }[];
    const found = list.find((item) => item.title === TWO_SESSIONS);
    if (found) return found;
  }
  throw new Error(`no seeded item ${TWO_SESSIONS}`);
}

async function tagDevice(page: Page): Promise<string> {
  const userId = `e2e-sp-topic-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript((id) => localStorage.setItem('device_meta', JSON.stringify({ user_id: id })), userId);
  return userId;
}

async function openAppEvents(request: APIRequestContext, userId: string) {
  const answer = (await (await request.get(`${API_URL}/dev/tracker-events`)).json()) as {
    data: { list: { event: { behavior: string; user_id?: string; tid: string; strategy?: string } }[] };
  };
  return answer.data.list
    .map((row) => row.event)
    .filter((event) => event.user_id === userId && event.behavior.startsWith('open_app'));
}

async function tapOpenInApp(page: Page, request: APIRequestContext) {
  const item = await spTopic(request);
  const navigations: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => navigations.push(event.url));
  await page.goto(item.share_link);
  await waitForHydration(page);
  await page.getByTestId('sp-topic-card').getByRole('button', { name: '在APP中打开' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '立即前往' }).click();
  return { item, navigations };
}

test.describe('WeChat', () => {
  test.use({ userAgent: UA.wechat });
  test('在APP中打开 → 立即前往 shows the open-in-browser guide, with its beacon', async ({ page, request }) => {
    const userId = await tagDevice(page);
    const { item, navigations } = await tapOpenInApp(page, request);
    await expect(page.getByTestId('open-in-browser-guide')).toBeVisible();
    expect(navigations.filter((url) => url.startsWith('nanling:'))).toEqual([]);
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([expect.objectContaining({ behavior: 'open_app_guide', tid: item.post_id })]);
  });
});

test.describe('Android Chrome', () => {
  test.use({ userAgent: UA.androidChrome });
  test('在APP中打开 → 立即前往 launches the intent URL at the item, with its beacon', async ({ page, request }) => {
    const userId = await tagDevice(page);
    const { item, navigations } = await tapOpenInApp(page, request);
    await expect
      .poll(() => navigations.find((url) => url.startsWith('intent://')))
      .toContain(`stype=sp_topic&id=${item.post_id}`);
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([expect.objectContaining({ behavior: 'open_app', tid: item.post_id, strategy: 'intent' })]);
  });
});
