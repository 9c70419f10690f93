/**
 * Server entry: streams the React tree and puts the styles styled-components collected into the
 * head, so the first paint is styled before any JavaScript runs.
 */
import { PassThrough, Transform } from 'node:stream';
import type { EntryContext } from 'react-router';
import { type AppLoadContext, ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PageModulesContext, preloadLazyComponents, RenderOnlyDataProvider } from '@share/ui';
import { htmlCacheControl } from './lib/cache-control';
import { createScriptDeferral } from './lib/deferred-scripts';
import { contentSecurityPolicy } from '@share/share-web-server';
import { NonceContext } from './lib/nonce';
import { keepInBrowser } from './lib/server-styles';

export const streamTimeout = 5_000;

/**
 * Moves the collected style tags into the document head; styles that later chunks (resolved
 * suspense boundaries) add are sent just before those chunks. The JavaScript is deferred until the
 * page has loaded (lib/deferred-scripts.ts).
 */
function injectStyles(sheet: ServerStyleSheet, nonce?: string, pageChunks: () => string[] = () => []): Transform {
  let headDone = false;
  const deferral = createScriptDeferral(undefined, nonce, pageChunks);
  const decoder = new TextDecoder();
  // As styled-components' own interleaveWithNodeStream: once sent, the rules leave the sheet (their
  // names stay registered, so they are not made again) and each later tag holds only new rules. A
  // later tag that repeated the whole sheet cost the article 7.6 KB once its page came in a
  // resolved Suspense boundary (lazyPage).
  const takeStyleTags = (): string => {
    const tags = sheet.getStyleTags();
    sheet.instance.clearTag();
    return tags;
  };
  const withStyles = (text: string): string => {
    let html = text;
    if (!headDone) {
      const at = html.indexOf('</head>');
      if (at >= 0) {
        headDone = true;
        // The head's tag stays in the page as it is (lib/server-styles.ts); later ones are read back.
        html = html.slice(0, at) + keepInBrowser(takeStyleTags()) + html.slice(at);
      }
    } else if (sheet.instance.toString() !== '') {
      html = takeStyleTags() + html;
    }
    return html;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const html = deferral.push(decoder.decode(chunk, { stream: true }));
      callback(null, html === '' ? undefined : withStyles(html));
    },
    flush(callback) {
      const rest = deferral.end() + decoder.decode();
      const html = rest === '' ? undefined : withStyles(rest);
      sheet.seal();
      callback(null, html);
    },
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // Every script of the page carries this answer's nonce; no other inline script runs.
  const nonce = loadContext?.nonce;
  if (nonce) {
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, loadContext.settings, new URL(request.url).host),
    );
  }
  // An error answer (the 404 page, a platform outage's 502/503/504) is never stored: React Router
  // keeps only the cookies of a thrown answer's headers, so its no-store is set again here.
  if (responseStatusCode >= 400) responseHeaders.set('Cache-Control', 'no-store');
  else if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', htmlCacheControl(request));
  // The HTML depends on the environment the User-Agent names (mini-program markup, no banner in the
  // own client): a shared cache must keep one copy per agent (the site's own micro-cache keys by the
  // environment class instead). Nothing else of the request makes another page: a session is the
  // browser's, read after hydration (issue 62), so the session cookie is not in Vary.
  responseHeaders.append('Vary', 'User-Agent');
  // Metrics: the render's route and, when the HTML is complete, its duration.
  const rendered = loadContext?.onRender?.(routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? 'root');
  if (request.method.toUpperCase() === 'HEAD') {
    rendered?.();
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Code-split components (below-the-fold blocks, preview layers) render in full: their chunks are
  // loaded once, before the first render (lib/lazy-component in @share/ui).
  await preloadLazyComponents();
  // The whole document is rendered before it is sent (onAllReady), for visitors as for crawlers. No
  // loader streams deferred data, so the only boundaries still pending at the shell are React
  // Router's hydration-data scripts, which wait a microtask for the turbo-stream encoding. Sent with
  // the shell (onShellReady), they came after it in hidden elements, with React's reveal script
  // ($RC) moving them into place up to 300 ms after the last paint: 1.2 KB more HTML and three more
  // inline scripts to parse after the first paint. Whole, the article's HTML is 56.9 KB instead of
  // 58.1 KB, and Lighthouse at the calibrated 6.6x (2 x 8 interleaved runs against the build
  // before, this 2-core machine) had a median TBT of 185-209 ms instead of 262-289.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const sheet = new ServerStyleSheet();
    // The lazily loaded modules this render shows that hydration needs (each lazyPage, and the
    // lazyComponents that name their module: a content type's body), whose chunks go with the first load.
    const pageModules = new Set<string>();
    const showPage = (module: string) => pageModules.add(module);
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <NonceContext.Provider value={nonce}>
          {/* What the loaders gave the render only (never in the hydration data). */}
          <RenderOnlyDataProvider data={loadContext?.renderOnly}>
            <PageModulesContext.Provider value={showPage}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </PageModulesContext.Provider>
          </RenderOnlyDataProvider>
        </NonceContext.Provider>,
      ),
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              rendered?.();
              callback();
            },
          });
          const styled = injectStyles(sheet, nonce, () => loadContext?.pageChunks?.(pageModules) ?? []);
          styled.pipe(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(styled);
        },
        // A finished Suspense boundary (the sections that hydrate later) is written in place however
        // large: React outlines boundaries over 12.8 KB by default, and an outlined boundary is shown
        // by a script, so it would stay hidden without JavaScript and appear late with it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
