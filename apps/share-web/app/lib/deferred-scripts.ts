/**
 * Paint first, then fetch the JavaScript. React Router's <Scripts> puts a modulepreload link for
 * every chunk into the head (React hoists them) and a module script at the end of the body; on a
 * slow phone network those ~150 KB of JavaScript compete with the HTML and the first image. The
 * rewrite takes the preloads out of the head and replaces the module script by a tiny loader that
 * adds a module script doing the same work (importing the chunks one task each: stageImports) and
 * the chunks' preloads once the page has loaded (its eager images too) and painted, or
 * HYDRATION_FALLBACK_MS after the shell arrived, whichever comes first. The server HTML is the whole
 * page, so nothing is missing meanwhile; only the interactive parts wait.
 */
import { RECONNECT_GRACE_MS, RECONNECT_RETRY_MS } from '@share/util-connection';
import { FRAMEWORK_CHUNKS } from './framework-chunks';

export const HYDRATION_FALLBACK_MS = 3_000;
/** Spec §4: a chunk that fails to load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'share_chunk_reload_at';
/** Modulepreload links inserted per task once the loader starts. */
export const PRELOADS_PER_TASK = 2;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const SCRIPT_END = '</script>';
const MODULE_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async=""(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline script. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A nonce as an HTML attribute (the page's Content-Security-Policy allows scripts that carry it). */
const nonceAttribute = (nonce?: string) => (nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '');

/**
 * The inline loader that stands in for the router's module script. It carries the page's CSP nonce
 * and gives it to the module script and preload links it inserts.
 */
export function deferredLoader(
  preloads: string[],
  moduleCode: string,
  fallbackMs = HYDRATION_FALLBACK_MS,
  nonce?: string,
): string {
  return (
    `<script${nonceAttribute(nonce)}>(function(){var d=document,n=d.currentScript&&d.currentScript.nonce||"",started=false;function go(){if(started)return;started=true;` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.onerror=reload;s.textContent=${inlineJson(moduleCode)};d.head.appendChild(s);` +
    // Each modulepreload link costs Chromium a millisecond or more to insert: a few per task. A
    // browser without modulepreload (Safari before 17, so WeChat on iOS 16 and older) would ignore
    // the links, and the module script, which imports the chunks one after the other, would fetch
    // them one round trip each: there the links are script preloads in the mode a module script is
    // fetched in (CORS, same-origin credentials), which the imports then take from the cache.
    `var q=${inlineJson(preloads)},r=d.createElement("link").relList,mp=!!(r&&r.supports&&r.supports("modulepreload"));` +
    `(function more(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement("link");if(mp)l.rel="modulepreload";else{l.rel="preload";l.as="script";l.crossOrigin="anonymous"}l.nonce=n;l.href=h;d.head.appendChild(l)});if(q.length)setTimeout(more,0)})()}` +
    // A chunk that cannot load (a deploy replaced it) reloads the page, once a minute at most. Not
    // when the connection failed: while the device is offline, or in the first RECONNECT_GRACE_MS
    // after it came back (@share/util-connection), the reload would replace the page being read with
    // the browser's error page. A lazily loaded chunk is requested again by its owner once the
    // connection is back; a page whose hydration failed reloads RECONNECT_RETRY_MS after that.
    // navigator.onLine is true a moment before the `online` event: `off` until the event.
    `var back=-1/0,off=false,waiting=false;addEventListener("online",function(){off=false;back=Date.now()});addEventListener("offline",function(){off=true});` +
    'function later(){waiting=false;if(!d.documentElement.hasAttribute("data-hydrated"))reloadNow()}' +
    'function reload(){try{if(off||typeof navigator!=="undefined"&&navigator.onLine===false){if(!waiting){waiting=true;' +
    `addEventListener("online",function(){setTimeout(later,${RECONNECT_RETRY_MS})},{once:true})}return}` +
    // No "<" in the inline script (it could not be told from a tag).
    `if(${RECONNECT_GRACE_MS}>Date.now()-back){if(!waiting){waiting=true;setTimeout(later,${RECONNECT_RETRY_MS})}return}reloadNow()}catch(e){}}` +
    `function reloadNow(){try{var k=${inlineJson(CHUNK_RELOAD_KEY)},t=Number(sessionStorage.getItem(k))||0,n=Date.now();` +
    `if(n-t>=${CHUNK_RELOAD_INTERVAL_MS}){sessionStorage.setItem(k,String(n));location.reload()}}catch(e){}}` +
    // Vite's preload helper throws the error after this event unless it is prevented, and a
    // prevented one resolves the import with undefined: the chunk's owner would keep that for a
    // module (the API's calls, once cached, broke every later call of the page) instead of trying
    // again when the connection is back. So the import rejects, as an import of a missing file does.
    'addEventListener("vite:preloadError",function(){reload()});' +
    // The router imports its entry dynamically: a failed dynamic import is an unhandled rejection.
    'addEventListener("unhandledrejection",function(e){var r=e.reason,m=String(r&&r.message||r);' +
    'if(/dynamically imported module|Importing a module script failed/i.test(m))reload()});' +
    // After the load event, two animation frames: what loaded (the first image among it) has been
    // painted before the first script is requested. A hidden page paints nothing: go at once.
    'function painted(){if(d.hidden||typeof requestAnimationFrame!=="function")go();else requestAnimationFrame(function(){requestAnimationFrame(go)})}' +
    `if(d.readyState==="complete")painted();else{addEventListener("load",painted);setTimeout(go,${fallbackMs})}})()</script>`
  );
}

const DYNAMIC_ENTRY = /\bimport\("([^"]+)"\)/;
/** React Router's static imports: `import "…";` and `import * as routeN from "…";`. */
const STATIC_IMPORT = /\bimport\s+(?:\*\s+as\s+([\w$]+)\s+from\s*)?"([^"]+)";?/g;
/** Any other static import (a form the rewrite does not know): the module code is left as it is. */
const OTHER_IMPORT = /\bimport\s*(?:[\w${},\s*]+\s+from\s*)?["']/g;

const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);

/**
 * The order the loader imports the chunks in, one task each: the framework's chunks first (every
 * other chunk imports them), then the chunks only preloaded, last first (React Router lists a
 * route's chunks importer before imported: reversed, a chunk comes after what it imports, so each
 * import evaluates little more than its own chunk), then the chunks of the pages the render showed
 * (`pages`, each after what it imports: @share/share-web-server's page-chunks.ts), then the module script's own
 * imports in their order (the manifest, the route modules from the root down). Importing a chunk
 * evaluates what it imports first whatever the order; the order only decides how the work is cut
 * into tasks.
 */
export function importOrder(imports: string[], preloads: string[], pages: string[] = []): string[] {
  const framework = FRAMEWORK_CHUNKS.flatMap((name) =>
    [...imports, ...preloads].filter((href) => fileName(href).startsWith(`${name}-`)).slice(0, 1),
  );
  const rest = [...preloads.filter((href) => !imports.includes(href)).reverse(), ...pages, ...imports];
  return [...new Set([...framework, ...rest])];
}

/**
 * Evaluating the first-load modules took 15 ms of CPU in one task (React DOM, styled-components
 * reading back the server's styles, the site's modules defining their styled components): all the
 * static imports of a module script evaluate together. The router's module script becomes one
 * whose imports are dynamic and chained, with a task boundary (a MessageChannel message) after
 * each, in importOrder; then it binds the route modules' names and runs the rest of the router's
 * code (registering the route modules, importing the entry, whose top level starts hydrating).
 * Every chunk, the entry too, gets a modulepreload link, so the browser fetches them together while
 * the chain evaluates them one by one. A chunk that cannot be fetched rejects the chain: an
 * unhandled rejection of a dynamic import, which reloads the page (the loader's rule). Module code
 * without a dynamic entry, or with a static import of another form, is left as it is.
 */
export function stageImports(
  moduleCode: string,
  preloads: string[],
  pages: string[] = [],
): { moduleCode: string; preloads: string[] } {
  const entry = DYNAMIC_ENTRY.exec(moduleCode)?.[1];
  const unstaged = () => ({ moduleCode, preloads: [...new Set([...preloads, ...pages])] });
  if (!entry) return unstaged();
  const statics = Array.from(moduleCode.matchAll(STATIC_IMPORT));
  if (Array.from(moduleCode.matchAll(OTHER_IMPORT)).length !== statics.length) return unstaged();
  const imports = statics.map((match) => match[2]);
  const order = importOrder(
    imports,
    preloads.filter((href) => href !== entry),
    pages.filter((href) => href !== entry),
  );
  const names = statics.filter((match) => match[1]).map((match) => `${match[1]}=m[${JSON.stringify(match[2])}]`);
  const rest = moduleCode.replace(STATIC_IMPORT, '').trim();
  const code =
    `var m={},c=${JSON.stringify(order)};` +
    'function t(){return new Promise(function(r){var h=new MessageChannel;h.port1.onmessage=function(){h.port1.close();r()};h.port2.postMessage(0)})}' +
    'c.reduce(function(p,h){return p.then(function(){return import(h)}).then(function(x){m[h]=x;return t()})},Promise.resolve())' +
    `.then(function(){${names.length ? `var ${names.join(',')};` : ''}\n${rest}\n});`;
  return { moduleCode: code, preloads: [...order, entry] };
}

/**
 * Rewrites one complete document prefix; null while the module script has not fully arrived.
 * `pages`: the chunks of the lazily loaded pages the render showed, which the loader preloads and
 * imports with the router's (without them, each page's chunk was requested once hydration reached
 * the page, and its imports one round trip later).
 */
export function deferModuleScripts(
  html: string,
  fallbackMs = HYDRATION_FALLBACK_MS,
  nonce?: string,
  pages: string[] = [],
): string | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const preloads: string[] = [];
  const before = html.slice(0, script.index).replace(PRELOAD, (_, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return '';
  });
  const loaded = stageImports(script[1], preloads, pages);
  return (
    before +
    deferredLoader(loaded.preloads, loaded.moduleCode, fallbackMs, nonce) +
    html.slice(script.index + script[0].length)
  );
}

/**
 * Streaming form: holds the document back until the module script is complete (it closes the
 * shell, which React writes in one go), then passes everything through unchanged.
 */
export function createScriptDeferral(
  fallbackMs = HYDRATION_FALLBACK_MS,
  nonce?: string,
  pages: () => string[] = () => [],
): { push(text: string): string; end(): string } {
  let pending = '';
  let done = false;
  return {
    push(text) {
      if (done) return text;
      pending += text;
      // The module script can only have completed in what just arrived (its closing tag may start
      // in the text before): the held-back document is not searched again for every chunk.
      if (!pending.includes(SCRIPT_END, Math.max(0, pending.length - text.length - SCRIPT_END.length))) return '';
      const rewritten = deferModuleScripts(pending, fallbackMs, nonce, pages());
      if (rewritten === null) return '';
      done = true;
      pending = '';
      return rewritten;
    },
    end() {
      const rest = pending;
      pending = '';
      return rest;
    },
  };
}
