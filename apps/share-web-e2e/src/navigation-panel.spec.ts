/**
 * The navigation panel (issue 61, defect 10): it marks the channel shown, once (the home's default
 * channel on the home; 专题 under 专题 after tapping 专题, not under 首页 too), repeats no single
 * chip under a heading of the same name, and leads to search and the hot list under 更多.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdPageScripts, seededArticlePath, waitForHydration } from './support';

const BASE = '/davmu/share';

async function openPanel(page: Page) {
  await page.getByRole('button', { name: '导航', exact: true }).click();
  const panel = page.getByRole('dialog', { name: '频道导航' });
  await expect(panel).toBeVisible({ timeout: 20_000 }); // its code loads on the first tap
  return panel;
}

/** The marked chips of the panel, as "section › chip". */
async function markedChips(page: Page): Promise<string[]> {
  return page
    .getByRole('dialog', { name: '频道导航' })
    .locator('[aria-current="page"]')
    .evaluateAll((chips) =>
      chips.map((chip) => `${chip.closest('section')?.getAttribute('aria-label')} › ${chip.textContent}`),
    );
}

test('on the home, the panel marks the default channel, the one its tabs select', async ({ page }) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const selected = (await page.getByRole('tab', { selected: true }).textContent()) ?? '';
  expect(selected).not.toBe('');
  await openPanel(page);
  expect(await markedChips(page)).toEqual([`首页 › ${selected}`]);
});

test('after tapping 专题, the panel marks 专题 once, under 专题, and the bottom bar marks 专题 only', async ({
  page,
}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const bar = page.getByRole('navigation', { name: '底部导航' });
  await bar.getByText('专题', { exact: true }).click();
  await expect(page).toHaveURL(/group=/);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: '底部导航' }).locator('[aria-current="page"]')).toHaveText('专题');
  await openPanel(page);
  expect(await markedChips(page)).toEqual(['专题 › 专题']);
});

test('no section repeats its one chip as its heading; 更多 leads to search and the hot list', async ({ page }) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const panel = await openPanel(page);
  for (const section of await panel.locator('section').all()) {
    const chips = await section.locator('li').allTextContents();
    const heading = await section.locator('h3').allTextContents();
    if (chips.length === 1) expect(heading, `section ${chips[0]}`).not.toEqual(chips);
  }
  const more = panel.getByRole('region', { name: '更多' });
  await expect(more.getByRole('link', { name: '搜索' })).toHaveAttribute('href', `${BASE}/search/index.html`);
  await expect(more.getByRole('link', { name: '热榜' })).toHaveAttribute('href', `${BASE}/bar`);
});

test('a tap on 导航 before the page’s code has arrived opens the panel once it has, and leaves it open', async ({
  page,
  request,
}) => {
  const release = await holdPageScripts(page);
  await page.goto(await seededArticlePath(request));
  await page.getByRole('button', { name: '导航', exact: true }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: '频道导航' })).toHaveCount(0);
  release();
  // The head's script kept the tap; the page answers it once hydrated (a second answer would close the panel).
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: '频道导航' })).toBeVisible({ timeout: 9_000 });
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: '频道导航' })).toBeVisible();
});
