/**
 * Issue 16 point 10: the demo media of a fresh clone play in the browser. Videos, short videos and
 * live playlists use the clip the reference API generates at start-up with the packaged FFmpeg
 * (served under /media/demo); audio uses the committed chimes. Albums open their tracks, which play.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface Item {
  content_type: string;
  share_link: string;
}

async function firstOf(request: APIRequestContext, contentType: string): Promise<Item> {
  const groups = (await (await request.get('/peony/v1/group')).json()).data.list as { id: string }[];
  for (const group of groups) {
    const list = (await (await request.get(`/peony/v1/content?gid=${group.id}&pagesize=50`)).json()).data.list as Item[];
    const found = list.find((item) => item.content_type === contentType && item.share_link.includes('/news/'));
    if (found) return found;
  }
  throw new Error(`no seeded ${contentType}`);
}

/** Plays the element (muted: no gesture needed) and waits until its clock advances. */
async function expectPlays(media: Locator) {
  await expect(media).toHaveCount(1);
  const source = await media.evaluate((el: HTMLMediaElement) => el.currentSrc || el.src);
  expect(source).toMatch(/^http:\/\/[^/]+\/media\//);
  await media.evaluate((el: HTMLMediaElement) => {
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => media.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(await media.evaluate((el: HTMLMediaElement) => el.error)).toBeNull();
}

async function open(page: Page, link: string) {
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
}

for (const [contentType, testId, tag] of [
  ['video', 'video-player', 'video'],
  ['svideo', 'svideo-player', 'video'],
  ['audio', 'audio-player', 'audio'],
] as const) {
  test(`a ${contentType} page plays its demo media`, async ({ page, request }) => {
    await open(page, (await firstOf(request, contentType)).share_link);
    await expectPlays(page.getByTestId(testId).locator(tag));
  });
}

for (const [contentType, testId, tag] of [
  ['audio_album', 'audio-player', 'audio'],
  ['video_album', 'video-player', 'video'],
] as const) {
  test(`an ${contentType}'s first track plays`, async ({ page, request }) => {
    await open(page, (await firstOf(request, contentType)).share_link);
    const track = page.getByTestId('album').getByRole('link').first();
    const href = await track.getAttribute('href');
    expect(href).toBeTruthy();
    await open(page, href ?? '');
    await expectPlays(page.getByTestId(testId).locator(tag));
  });
}
