/**
 * @jest-environment node
 */
// Every payload of the DOMPurify test corpus goes through the server sanitiser: no script may run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import {
  RICH_TEXT_IMAGE_CLASS,
  SANITIZE_CACHE_LIMITS,
  sanitizeCacheStats,
  sanitizeRichText,
} from './sanitize-rich-text.server';

const CORPUS = path.resolve(__dirname, '../../../../tools/corpora/dompurify-expect.mjs');

function loadCorpus(): { title: string; payload: string }[] {
  // The corpus is an ES module with one default-exported array literal: evaluate the literal.
  const source = readFileSync(CORPUS, 'utf8').replace(/^\s*export default\s*/, '');
  return runInNewContext(`(${source.replace(/;\s*$/, '')})`) as { title: string; payload: string }[];
}

const corpus = loadCorpus();
const outputs = corpus.map((entry) => sanitizeRichText(entry.payload));

describe('sanitizeRichText', () => {
  it('reads the whole corpus', () => {
    expect(corpus.length).toBeGreaterThan(200);
  });

  it('leaves no script element, no on* attribute and no javascript: URL in any output', () => {
    const failures: string[] = [];
    corpus.forEach((entry, i) => {
      const { document } = new JSDOM(`<body>${outputs[i]}</body>`).window;
      for (const el of Array.from(document.querySelectorAll('*'))) {
        if (el.tagName.toLowerCase() === 'script') failures.push(`${entry.title}: <script>`);
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name)) failures.push(`${entry.title}: ${attr.name}`);
          if (/^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value.replace(/\s/g, ''))) {
            if (
              ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc'].includes(attr.name.toLowerCase())
            ) {
              failures.push(`${entry.title}: ${attr.name}=${attr.value}`);
            }
          }
        }
      }
    });
    expect(failures).toEqual([]);
  });

  it('runs no script when every output is loaded into a live window', async () => {
    const dom = new JSDOM('<!doctype html><body></body>', {
      runScripts: 'dangerously',
      url: 'https://share.example.com/',
    });
    const alert = jest.fn();
    dom.window.alert = alert;
    (dom.window as unknown as { print: () => void }).print = alert;
    dom.window.document.body.innerHTML = outputs.join('\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const el of Array.from(dom.window.document.querySelectorAll('*'))) {
      (el as HTMLElement).click?.();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    dom.window.close();
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps article markup; the first image loads at once, the others lazily, all as placeholders', () => {
    const html = sanitizeRichText(
      '<p>正文<strong>加粗</strong></p><img src="/media/a.png" onerror="alert(1)"><img src="/media/b.png"><script>alert(1)</script>',
    );
    const { document } = new JSDOM(`<body>${html}</body>`).window;
    expect(document.querySelector('p')?.innerHTML).toBe('正文<strong>加粗</strong>');
    const [img, second] = Array.from(document.querySelectorAll('img'));
    expect(img?.getAttribute('src')).toBe('/media/a.png');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.getAttribute('class')).toBe(RICH_TEXT_IMAGE_CLASS);
    // Each call starts counting again.
    expect(sanitizeRichText('<img src="/media/c.png">')).toContain('loading="eager"');
    expect(img?.getAttribute('class')).toBe(RICH_TEXT_IMAGE_CLASS);
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(document.querySelector('script')).toBeNull();
  });

  it('drops javascript: links and opens others in a new tab', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    const link = new JSDOM(sanitizeRichText('<a href="https://example.com/">x</a>')).window.document.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('returns an empty string for no content', () => {
    expect(sanitizeRichText(undefined)).toBe('');
  });

  it('keeps image dimensions, so the browser reserves the space before the image loads', () => {
    const img = new JSDOM(
      sanitizeRichText('<img src="/media/g.png" width="750" height="500" alt="花">'),
    ).window.document.querySelector('img');
    expect(img?.getAttribute('width')).toBe('750');
    expect(img?.getAttribute('height')).toBe('500');
    expect(sanitizeRichText('<img src="/a.png" width="100%" height="1e9"><table width="900"></table>')).not.toMatch(
      /width|height/,
    );
    expect(
      sanitizeRichText(
        '<table><tbody><tr><td colspan="2" align="center">合并</td></tr></tbody></table><ol start="3"><li>三</li></ol>',
      ),
    ).toBe(
      '<table><tbody><tr><td colspan="2" align="center">合并</td></tr></tbody></table><ol start="3"><li>三</li></ol>',
    );
  });

  it('answers a body it has cleaned before from its cache, the same every time', () => {
    const body = '<p>缓存<img src="/media/x.png" onerror="alert(1)"></p>';
    const first = sanitizeRichText(body);
    const entries = sanitizeCacheStats().entries;
    expect(sanitizeRichText(body)).toBe(first);
    expect(sanitizeCacheStats().entries).toBe(entries);
    expect(first).not.toContain('onerror');
  });

  it('keeps at most the limit of entries, the least recently used going first', () => {
    const keep = '<p>常用</p>';
    sanitizeRichText(keep);
    for (let i = 0; i < SANITIZE_CACHE_LIMITS.entries + 20; i += 1) {
      sanitizeRichText(`<p>正文 ${i}</p>`);
      if (i % 50 === 0) sanitizeRichText(keep);
    }
    const { entries, chars } = sanitizeCacheStats();
    expect(entries).toBe(SANITIZE_CACHE_LIMITS.entries);
    expect(chars).toBeLessThanOrEqual(SANITIZE_CACHE_LIMITS.chars);
    expect(sanitizeRichText(keep)).toBe('<p>常用</p>');
  });
});
