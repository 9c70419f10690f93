/**
 * Paint first, then fetch the JavaScript. React Router's <Scripts> puts a modulepreload link for
 * every chunk into the head (React hoists them) and a module script at the end of the body; on a
 * slow phone network those ~150 KB of JavaScript compete with the HTML and the first image. The
 * rewrite takes the preloads out of the head and replaces the module script by a tiny loader that
 * adds the same module script (importing the preloaded chunks) and the entry's preload once the page
 * has loaded (its eager images too) and painted, or HYDRATION_FALLBACK_MS after the shell arrived,
 * whichever comes first. The server HTML is the whole page, so nothing is missing meanwhile; only
 * the interactive parts wait.
 */
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
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A nonce as an HTML attribute (the page's Content-Security-Policy allows scripts that carry it). */
const nonceAttribute = (nonce?: string) => (nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '');

/**
 * The inline loader that stands in for the router's module script. It carries the page's CSP nonce
 * and gives it to the module script and preload links it inserts.
 */
export function deferredLoader(preloads: string[], moduleCode: string, fallbackMs = HYDRATION_FALLBACK_MS, nonce?: string): string {
  return (
    `<script${nonceAttribute(nonce)}>(function(){var d=document,n=d.currentScript&&d.currentScript.nonce||"",started=false;function go(){if(started)return;started=true;` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.onerror=reload;s.textContent=${inlineJson(moduleCode)};d.head.appendChild(s);` +
    // Each modulepreload link costs Chromium a millisecond or more to insert: a few per task.
    `var q=${inlineJson(preloads)};(function more(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.nonce=n;l.href=h;d.head.appendChild(l)});if(q.length)setTimeout(more,0)})()}` +
    // A chunk that cannot load (a deploy replaced it) reloads the page, once a minute at most.
    `function reload(){try{var k=${inlineJson(CHUNK_RELOAD_KEY)},t=Number(sessionStorage.getItem(k))||0,n=Date.now();` +
    `if(n-t>=${CHUNK_RELOAD_INTERVAL_MS}){sessionStorage.setItem(k,String(n));location.reload()}}catch(e){}}` +
    'addEventListener("vite:preloadError",function(e){e.preventDefault();reload()});' +
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
const STATIC_IMPORT = /\bimport\s+(?:[^"';]*?\s+from\s+)?"([^"]+)"/g;

/**
 * The router's preloads become static imports of its module script, all but its entry: Chromium
 * requests them together when it parses the script, for far less main thread than one preload link
 * each (a link costs up to several milliseconds to insert). They are libraries and route chunks
 * the entry needs anyway; the entry itself, whose top level hydrates the page, is still imported
 * last by the router's code and keeps its preload link. Module code without a dynamic entry is
 * left as it is.
 */
export function importPreloads(moduleCode: string, preloads: string[]): { moduleCode: string; preloads: string[] } {
  const entry = DYNAMIC_ENTRY.exec(moduleCode)?.[1];
  if (!entry) return { moduleCode, preloads };
  const imported = new Set(Array.from(moduleCode.matchAll(STATIC_IMPORT), (match) => match[1]));
  const extra = preloads.filter((href) => href !== entry && !imported.has(href));
  return {
    moduleCode: moduleCode + extra.map((href) => `\nimport ${JSON.stringify(href)};`).join(''),
    preloads: preloads.includes(entry) ? [entry] : [],
  };
}

/** Rewrites one complete document prefix; null while the module script has not fully arrived. */
export function deferModuleScripts(html: string, fallbackMs = HYDRATION_FALLBACK_MS, nonce?: string): string | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const preloads: string[] = [];
  const before = html.slice(0, script.index).replace(PRELOAD, (_, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return '';
  });
  const loaded = importPreloads(script[1], preloads);
  return before + deferredLoader(loaded.preloads, loaded.moduleCode, fallbackMs, nonce) + html.slice(script.index + script[0].length);
}

/**
 * Streaming form: holds the document back until the module script is complete (it closes the
 * shell, which React writes in one go), then passes everything through unchanged.
 */
export function createScriptDeferral(fallbackMs = HYDRATION_FALLBACK_MS, nonce?: string): { push(text: string): string; end(): string } {
  let pending = '';
  let done = false;
  return {
    push(text) {
      if (done) return text;
      pending += text;
      // The module script can only have completed in what just arrived (its closing tag may start
      // in the text before): the held-back document is not searched again for every chunk.
      if (!pending.includes(SCRIPT_END, Math.max(0, pending.length - text.length - SCRIPT_END.length))) return '';
      const rewritten = deferModuleScripts(pending, fallbackMs, nonce);
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
