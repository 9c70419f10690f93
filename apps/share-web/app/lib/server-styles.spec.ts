/**
 * @jest-environment jsdom
 */
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import styled, { ServerStyleSheet } from 'styled-components';
import { adoptServerStyles, keepInBrowser } from './server-styles';

const Title = styled.h1`
  color: #222222;
`;
const Note = styled.p`
  font-size: 12px;
`;

/** The head's style tags of a server render of a title and two notes of different sizes. */
function serverStyleTags(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(createElement('div', null, createElement(Title, null, 'a'), createElement(Note, null, 'b'))),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('server styles kept in the browser', () => {
  it('marks the head’s tags as styled-components marks its own, which it does not read back', () => {
    const tags = keepInBrowser(serverStyleTags());
    expect(tags).toMatch(/^<style data-styled="active" data-styled-version="[\d.]+">/);
    expect(tags).not.toContain('data-styled="true"');
  });

  it('registers every class name the kept tag lists, by component id', () => {
    document.head.innerHTML =
      keepInBrowser(serverStyleTags()) +
      '<style data-styled="true">data-styled.g9[id="sc-later"]{content:"later,"}/*!sc*/</style>';
    const registered: Array<[string, string]> = [];
    const count = adoptServerStyles(document, { registerName: (id, name) => registered.push([id, name]) });
    expect(count).toBe(2);
    expect(registered.map(([id]) => id)).toEqual([Title.styledComponentId, Note.styledComponentId]);
    // Each name is the class the server gave the component's element.
    const html = document.head.innerHTML;
    for (const [, name] of registered) expect(html).toContain(`.${name}{`);
  });

  it('registers nothing when the page has no kept tag', () => {
    document.head.innerHTML = '';
    expect(adoptServerStyles(document, { registerName: () => undefined })).toBe(0);
  });
});
