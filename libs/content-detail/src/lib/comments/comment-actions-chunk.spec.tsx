// The comments' actions are a chunk of their own (comment-actions.ts), loaded when the comment list
// hydrates, the comment field is focused or an action needs it: a star whose code could not be loaded
// (offline) changes nothing and is written to the console, and the next tap loads it and stars. One
// page load per file: the loaded chunk stays for the page's life.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { envelope, fixtureComment } from '@share/api-client/testing';
import { pageFixture } from '../fixtures';
import { renderDetailPage, setUpDetailPageTests } from '../render-detail-page';

let chunkReachable = false;
let chunkLoads = 0;
jest.mock('./comment-actions', () => {
  chunkLoads += 1;
  if (!chunkReachable) throw new Error('Failed to fetch dynamically imported module: comment-actions.js');
  return jest.requireActual('./comment-actions');
});

const STARS = fixtureComment().star_count;
const warned = setUpDetailPageTests();
const firstComment = () => within(screen.getAllByTestId('comment')[0]);

it('a star whose code could not be loaded changes nothing; the next tap loads it and stars', async () => {
  const { fetch } = await renderDetailPage(pageFixture(), {
    routes: { 'POST /peony/v1/star': envelope({ star: true, star_count: STARS + 1 }) },
    signedIn: true,
  });
  const before = chunkLoads;

  await act(async () => fireEvent.click(firstComment().getByRole('button', { name: `点赞 ${STARS}` })));
  expect(chunkLoads).toBe(before + 1);
  expect(firstComment().getByRole('button', { name: `点赞 ${STARS}` })).toHaveAttribute('aria-pressed', 'false');
  expect(warned()).toHaveBeenCalledWith(
    '[star] failed: Failed to fetch dynamically imported module: comment-actions.js',
    expect.anything(),
  );
  expect(fetch.calls.some((call) => call.path === '/peony/v1/star')).toBe(false);

  chunkReachable = true;
  await act(async () => fireEvent.click(firstComment().getByRole('button', { name: `点赞 ${STARS}` })));
  expect(chunkLoads).toBe(before + 2);
  expect(await firstComment().findByRole('button', { name: `点赞 ${STARS + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(fetch.calls.filter((call) => call.path === '/peony/v1/star')).toHaveLength(1);
});
