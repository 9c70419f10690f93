// What a designer reviewing a pull request reads first, written by the visual run next to its report
// (dist/visual/summary): `summary.md`, which CI appends to the job summary, and `changed-stories.html`,
// one self-contained page with a thumbnail of each changed story's diff (CI uploads it unzipped, so it
// opens in the browser; GitHub strips inline images from a job summary).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WHAT = {
  unready: 'not photographed: not ready (empty, 404, a broken image or a failed request)',
  changed: 'picture changed (or no baseline yet)',
  accessibility: 'serious or critical accessibility violation',
  error: 'failed to render, or its play function failed',
};

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

const dataUri = (file) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;

/**
 * Writes `dir`/summary.md and `dir`/changed-stories.html. `stories` are the stories that failed:
 * `{ id, title, kinds, reasons, diff?, actual? }`, `diff` and `actual` being paths of PNG files.
 */
export function writeDesignerSummary(dir, { passed, total, stories }) {
  mkdirSync(dir, { recursive: true });
  const sorted = [...stories].sort((a, b) => a.id.localeCompare(b.id));
  const changed = sorted.filter((story) => story.kinds.includes('changed'));
  const lines = ['## Visual check of the designers’ Storybook', ''];
  if (passed) lines.push(`Every story (${total}) looks as its baseline and passes axe.`);
  else {
    lines.push(`${sorted.length} of ${total} stories need a look (${changed.length} with a changed picture).`, '');
    lines.push('| story | what |', '| --- | --- |');
    for (const story of sorted)
      lines.push(
        `| \`${story.id}\` ${story.title} | ${[...story.kinds.map((kind) => WHAT[kind]), ...(story.reasons ?? [])].join('; ')} |`,
      );
    if (changed.length > 0)
      lines.push('', 'Thumbnails of the diffs (changed pixels in red): the `changed-stories.html` artifact.');
  }
  writeFileSync(path.join(dir, 'summary.md'), `${lines.join('\n')}\n`);

  const figures = changed.map((story) => {
    const picture = story.diff ?? story.actual;
    const image = picture
      ? `<img src="${dataUri(picture)}" alt="${story.diff ? 'diff' : 'new picture'} of ${escape(story.id)}">`
      : '<p>no picture</p>';
    const caption = story.diff ? 'diff against the baseline' : 'no baseline yet: the new picture';
    return `<figure>${image}<figcaption><code>${escape(story.id)}</code><br>${escape(story.title)}<br>${caption}</figcaption></figure>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Changed stories</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}main{display:flex;flex-wrap:wrap;gap:16px}
figure{margin:0;width:240px}img{width:240px;max-height:320px;object-fit:cover;object-position:top;border:1px solid #ccc}figcaption{word-break:break-all}</style></head>
<body><h1>Changed stories: ${changed.length}</h1>
<p>Each thumbnail is the diff of a story's picture against its committed baseline (changed pixels in red).
The visual-report artifact holds the expected, actual and diff pictures at full size.</p>
<main>${figures.join('\n')}</main></body></html>
`;
  writeFileSync(path.join(dir, 'changed-stories.html'), html);
}
