/**
 * An ended 图文直播's replay plays (issue 61, defect 2): its playlist is an MP4, which the server's
 * render names for the native controls; a tap on ▶ must load and play it, in WeChat's and Android
 * Chrome's agents alike.
 */
import { expect, test } from '@playwright/test';
import { seededItem, waitForHydration } from './support';

const MARATHON = '图文直播｜城市马拉松赛况实时播报';

const AGENTS = {
  wechat:
    'Mozilla/5.0 (Linux; Android 14; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

for (const [name, userAgent] of Object.entries(AGENTS)) {
  test.describe(name, () => {
    test.use({ userAgent, viewport: { width: 390, height: 844 } });
    test('▶ loads the replay and it plays on from 0:00', async ({ page, request }) => {
      const link = (await seededItem(request, MARATHON)).share_link;
      const media: string[] = [];
      page.on('request', (req) => {
        if (/\.(mp4|m3u8)(\?|$)/.test(new URL(req.url()).pathname)) media.push(req.url());
      });
      await page.goto(link);
      await waitForHydration(page);
      await expect(page.getByTestId('live-status')).toHaveAttribute('data-phase', 'ended');
      const player = page.getByTestId('live-player');
      await player.getByRole('button', { name: /^播放/ }).click();
      await expect.poll(() => media.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const video = player.locator('video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0.5);
    });
  });
}
