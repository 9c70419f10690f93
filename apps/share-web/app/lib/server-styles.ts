/**
 * The browser keeps the server's style tag in the head as it is. styled-components would otherwise
 * read it back when its module is evaluated: insert each of its rules again (about a hundred on the
 * article) into a style sheet of its own and remove the server's tag, a change of the page's style
 * sheets that restyles every styled element of the document (5-8 ms of CPU on a 2-core machine, with
 * the inserts, in the tasks after the first paint, on every page).
 *
 * The server marks the head's tag as styled-components marks a tag of its own ("active"), which it
 * leaves alone; the browser entry registers the class names the tag's markers list before
 * hydration, so that no component makes its rules again. Tags written later in the body (styles of
 * Suspense boundaries resolved after the shell) stay styled-components' to read back: its own tag
 * goes after the head's, so a rule it inserts later still wins over the server's as in the sheet's
 * order. Should the markers' format change, nothing breaks: a component whose name is not
 * registered inserts its rules once more.
 */
import { __PRIVATE__ } from 'styled-components';

/** styled-components' own tags carry data-styled="active"; the tags it reads back carry "true". */
const SERVER_TAG = 'data-styled="true"';
const ADOPTED_TAG = 'data-styled="active"';

/** The server: the style tags written into the head, marked for the browser to keep. */
export function keepInBrowser(styleTags: string): string {
  return styleTags.replaceAll(SERVER_TAG, ADOPTED_TAG);
}

/** A component's marker after its rules: data-styled.g12[id="sc-7wowu2-0"]{content:"fROJOh,"}. */
const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

interface NameRegistry {
  registerName(id: string, name: string): void;
}

/**
 * The browser, before hydrating: registers the class names of the kept tags with styled-components'
 * sheet (their rules are in the page already). Returns how many names it registered.
 */
export function adoptServerStyles(root: ParentNode = document, sheet: NameRegistry = __PRIVATE__.mainSheet): number {
  let registered = 0;
  for (const tag of Array.from(root.querySelectorAll<HTMLStyleElement>(`style[${ADOPTED_TAG}]`))) {
    for (const [, id, names] of (tag.textContent ?? '').matchAll(MARKER)) {
      for (const name of names.split(',')) {
        if (name === '') continue;
        sheet.registerName(id, name);
        registered += 1;
      }
    }
  }
  return registered;
}
