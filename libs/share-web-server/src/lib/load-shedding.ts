/**
 * Sheds page renders when this replica is saturated, rather than queue them: past `maxRenders`
 * renders in flight, or while the event loop lags past `maxEventLoopDelayMs`, a render is answered
 * 503 with Retry-After at once, a small page that costs no render. A visitor waits a second instead
 * of 10 s in a queue, and nginx moves the page request to another replica (`proxy_next_upstream
 * http_503` in its page location). It runs on Node's request event, before the express stack: a
 * shed answer costs about what a micro-cache hit does, so shedding a flood leaves the CPU to the
 * renders. The caller says which requests are renders (health checks, files, the API proxy and
 * pages from the micro-cache never are).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { DOCUMENT_WITHOUT_SCRIPTS_POLICY } from './content-security-policy';

interface LoadSheddingOptions {
  /** Renders in flight at most; 0: not limited. */
  maxRenders: number;
  /** The event loop's delay (its 99th percentile over the last window) at most, in ms; 0: not watched. */
  maxEventLoopDelayMs: number;
  /** What Retry-After says, in seconds. */
  retryAfterSeconds: number;
}

type ShedReason = 'renders' | 'event-loop';

/** The window the event loop's delay is read over: a few samples, and a fast recovery. */
const DELAY_WINDOW_MS = 250;
/** The histogram's sampling interval, ms. */
const DELAY_RESOLUTION_MS = 10;

/** The answer of a shed render: the error page's words, no script, never stored. */
const SHED_PAGE = Buffer.from(
  `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${MSG_NETWORK_ERROR}</title></head><body><p>${MSG_NETWORK_ERROR}</p></body></html>`,
);

export function loadShedding({ maxRenders, maxEventLoopDelayMs, retryAfterSeconds }: LoadSheddingOptions) {
  let inFlight = 0;
  let delayMs = 0;
  if (maxEventLoopDelayMs > 0) {
    const histogram = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
    histogram.enable();
    let windowStarted = performance.now();
    // Unreferenced: the watch never keeps a stopping process alive.
    setInterval(() => {
      // The window's own lateness is a sample too: after a long block both timers are due, and this
      // one may run before the histogram's has recorded the block (it then went unseen for a window).
      const now = performance.now();
      const late = now - windowStarted - DELAY_WINDOW_MS;
      windowStarted = now;
      delayMs = Math.max(late, histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0);
      histogram.reset();
    }, DELAY_WINDOW_MS).unref();
  }
  const reasonToShed = (): ShedReason | undefined => {
    if (maxRenders > 0 && inFlight >= maxRenders) return 'renders';
    if (maxEventLoopDelayMs > 0 && delayMs >= maxEventLoopDelayMs) return 'event-loop';
    return undefined;
  };
  const headers = (first: Iterable<[string, string]>) => {
    const flat: string[] = [];
    for (const [name, value] of first) flat.push(name, value);
    flat.push(
      'Content-Type',
      'text/html; charset=utf-8',
      'Content-Length',
      String(SHED_PAGE.length),
      'Cache-Control',
      'no-store',
      'Retry-After',
      String(retryAfterSeconds),
      'Content-Security-Policy',
      DOCUMENT_WITHOUT_SCRIPTS_POLICY,
    );
    return flat;
  };
  return {
    /**
     * A render about to start: answers 503 and the reason when the replica is saturated, else
     * counts the render in flight until its answer closes and answers undefined. `first` are the
     * headers every answer carries (request id, security headers).
     */
    admit(req: IncomingMessage, res: ServerResponse, first: () => Iterable<[string, string]>): ShedReason | undefined {
      const reason = reasonToShed();
      if (reason) {
        res.writeHead(503, headers(first()));
        res.end(req.method === 'HEAD' ? undefined : SHED_PAGE);
        return reason;
      }
      inFlight += 1;
      res.once('close', () => (inFlight -= 1));
      return undefined;
    },
    /** A render that is never shed (one for the micro-cache, which every waiting visitor shares) starts: counted until what this answers is called. */
    track(): () => void {
      inFlight += 1;
      let ended = false;
      return () => {
        if (!ended) inFlight -= 1;
        ended = true;
      };
    },
  };
}

/**
 * The log of shed renders: one line a second at most while renders are shed (a flood would otherwise
 * write one per request), with how many were shed since the last line.
 */
export function shedLog(logger: Logger): (reason: string) => void {
  let shedSince = 0;
  let shedLogged = 0;
  return (reason) => {
    shedSince += 1;
    const now = Date.now();
    if (now - shedLogged < 1000) return;
    logger.warn({ shed: shedSince, reason }, 'replica saturated: page renders answered 503');
    shedSince = 0;
    shedLogged = now;
  };
}
