// The summary a designer reads on a pull request: the changed stories listed for the job summary, and
// one page with a thumbnail of each one's diff that opens in the browser without a server.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeDesignerSummary } from './designer-summary.mjs';

/** The smallest PNG: one transparent pixel. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('lists the changed stories for the job summary and shows a thumbnail of each diff', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'designer-summary-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const diff = path.join(dir, 'expired-diff.png');
  writeFileSync(diff, PIXEL);
  const actual = path.join(dir, 'new-actual.png');
  writeFileSync(actual, PIXEL);
  writeDesignerSummary(path.join(dir, 'summary'), {
    passed: false,
    total: 40,
    stories: [
      { id: 'ui-preview--expired', title: 'ui/Preview › Expired', kinds: ['changed'], diff, actual },
      { id: 'ui-toast--long', title: 'ui/Toast › Long', kinds: ['accessibility'] },
      { id: 'live-room--new', title: 'live/Room › New', kinds: ['changed'], actual },
    ],
  });
  const summary = readFileSync(path.join(dir, 'summary/summary.md'), 'utf8');
  assert.match(summary, /3 of 40 stories need a look \(2 with a changed picture\)/);
  assert.match(summary, /\| `ui-preview--expired` ui\/Preview › Expired \| picture changed \(or no baseline yet\) \|/);
  assert.match(summary, /\| `ui-toast--long` ui\/Toast › Long \| serious or critical accessibility violation \|/);
  const page = readFileSync(path.join(dir, 'summary/changed-stories.html'), 'utf8');
  const thumbnail = `src="data:image/png;base64,${PIXEL.toString('base64')}"`;
  assert.equal(page.split(thumbnail).length - 1, 2, 'one thumbnail per changed story');
  assert.match(page, /alt="diff of ui-preview--expired"/);
  assert.match(page, /alt="new picture of live-room--new"/);
  assert.doesNotMatch(page, /ui-toast--long/);
});

test('says so when every story passes', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'designer-summary-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeDesignerSummary(dir, { passed: true, total: 40, stories: [] });
  assert.match(readFileSync(path.join(dir, 'summary.md'), 'utf8'), /Every story \(40\) looks as its baseline/);
});
