/**
 * Issue 16 point 10: the demo media of a fresh clone play in the browser. Videos, short videos, audio
 * and album tracks play the files the reference API generates at start-up with the packaged FFmpeg
 * (served under /media/demo), each as long as its badge says. Albums open their tracks, which play.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { present, seededItems, waitForHydration, type SeededItem } from './support';

/** The first seeded item of `contentType` on a /news/ page (not a media account's). */
async function firstOf(request: APIRequestContext, contentType: string): Promise<SeededItem> {
  return present(
    (await seededItems(request)).find(
      (item) => item.content_type === contentType && item.share_link.includes('/news/'),
    ),
    `${contentType} under /news/`,
  );
}

test.use({ viewport: { width: 390, height: 844 } });

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

/**
 * Plays the element (muted: no gesture needed) and waits until its clock advances; the page's
 * duration badge is the length of the media it plays (issue 29 point 6: 03:15 on a 6 s file).
 */
async function expectPlays(page: Page, media: Locator) {
  await expect(media).toHaveCount(1);
  const source = await media.evaluate((el: HTMLMediaElement) => el.currentSrc || el.src);
  expect(source).toMatch(/^http:\/\/[^/]+\/media\//);
  await media.evaluate((el: HTMLMediaElement) => {
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => media.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  expect(await media.evaluate((el: HTMLMediaElement) => el.error)).toBeNull();
  const seconds = await media.evaluate((el: HTMLMediaElement) => el.duration);
  expect(seconds).toBeGreaterThan(10);
  await expect(page.getByTestId('duration').first()).toHaveText(mmss(Math.round(seconds)));
}

async function open(page: Page, link: string) {
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
}

/** The one play control of a video's facade (issue 53): 播放 and the title. */
const playControl = (player: Locator) => player.getByRole('link', { name: /^播放 / });

/** A video's page shows its poster and one play control; a tap puts the `<video>` in. */
async function tapPlay(page: Page, player: Locator) {
  await waitForHydration(page);
  await expect(playControl(player)).toHaveCount(1);
  await playControl(player).click();
}

for (const [contentType, testId, tag] of [
  ['video', 'video-player', 'video'],
  ['svideo', 'svideo-player', 'video'],
  ['audio', 'audio-player', 'audio'],
] as const) {
  test(`a ${contentType} page plays its demo media`, async ({ page, request }) => {
    await open(page, (await firstOf(request, contentType)).share_link);
    const player = page.getByTestId(testId);
    if (tag === 'video') await tapPlay(page, player);
    await expectPlays(page, player.locator(tag));
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
    const player = page.getByTestId(testId);
    if (tag === 'video') await tapPlay(page, player);
    await expectPlays(page, player.locator(tag));
  });
}

test.describe('issue 53: a video page is a facade until tapped', () => {
  test('before a tap no <video> and one play control; a tap plays the media in its place', async ({
    page,
    request,
  }) => {
    const item = await firstOf(request, 'video');
    await open(page, item.share_link);
    await waitForHydration(page);
    const player = page.getByTestId('video-player');
    await expect(page.locator('video')).toHaveCount(0);
    await expect(playControl(player)).toHaveCount(1);
    const href = await playControl(player).evaluate((a: HTMLAnchorElement) => a.href);
    expect(href).toMatch(/^http:\/\/[^/]+\/media\//);
    const before = await player.boundingBox();

    await playControl(player).click();
    const video = player.locator('video');
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((el: HTMLVideoElement) => el.currentSrc || el.src)).toBe(href);
    // Played by the tap itself (unmuted: the tap is the gesture), not by the test.
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0), { timeout: 10_000 })
      .toBe(true);
    await expect(playControl(player)).toHaveCount(0);
    await expect(player.locator('img')).toHaveCount(0);
    expect(await video.evaluate((el: HTMLVideoElement) => el.controls)).toBe(true);
    // The player takes the poster's box: 16/9 across the screen, before the tap and after it.
    const after = await video.boundingBox();
    expect(after?.width).toBe(before?.width);
    expect(Math.round(before?.height ?? 0)).toBe(Math.round(((before?.width ?? 0) * 9) / 16));
    expect(Math.round(after?.height ?? 0)).toBe(Math.round(((before?.width ?? 0) * 9) / 16));
  });

  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test('the play control is a link to the media file', async ({ page, request }) => {
      for (const [contentType, testId] of [
        ['video', 'video-player'],
        ['svideo', 'svideo-player'],
      ] as const) {
        await open(page, (await firstOf(request, contentType)).share_link);
        await expect(page.locator('video')).toHaveCount(0);
        const href = await playControl(page.getByTestId(testId)).evaluate((a: HTMLAnchorElement) => a.href);
        expect(href).toMatch(/^http:\/\/[^/]+\/media\/.+\.mp4$/);
        const media = await request.get(href);
        expect(media.status()).toBe(200);
        expect(media.headers()['content-type']).toBe('video/mp4');
      }
    });
  });
});
