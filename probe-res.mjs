import { chromium } from '@playwright/test';
const UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const p of process.argv.slice(2)) {
  const ctx = await browser.newContext({ userAgent: UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await ctx.addInitScript(() => { new MutationObserver((_, o) => { if (document.documentElement?.hasAttribute('data-hydrated')) { o.disconnect(); window.__h = performance.now(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] }); });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:4330' + p);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => ({ h: window.__h, list: performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), e.initiatorType, new URL(e.name).pathname.replace('/davmu/share/assets/', '')]) }));
  console.log(p, 'hydrated at', Math.round(r.h));
  for (const e of r.list) if (!/\.(png|jpg|svg|webp)$/.test(e[2])) console.log('  ', e.join(' '));
  await ctx.close();
}
await browser.close();
