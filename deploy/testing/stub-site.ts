/**
 * A stand-in for a share-web replica, for nginx's tests: it does with a request what the site does in
 * the ways the page cache depends on. It decodes the query (URLSearchParams, as the loaders read it)
 * and prints `keyword` and `group`; prints the Host in og:url and in the policy's connect-src; takes
 * the desktop page's QR address from X-Forwarded-Host before the Host (Express's req.hostname
 * behind a trusted proxy); gives each render its own CSP nonce on every script; and lets shared
 * caches keep the page 90 s. A path ending in `/echo-headers` answers the request's headers as JSON, never cached.
 * A desktop browser's page request is redirected to /pc with its whole address percent-encoded in
 * `url=` (the site's desktop redirect); the live chat socket's upgrade is accepted and its URL kept
 * (room `gone`: closed unanswered).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';

export interface StubSite {
  server: http.Server;
  /** Renders so far. */
  renders(): number;
  /** The request targets of the chat socket upgrades the site accepted. */
  sockets: string[];
}

/** The site's live chat socket (spec §7), which it passes through to the platform. */
export const LIVE_SOCKET_PATH = '/peony/v3/live/ws';
/** A desktop browser's agent (no phone, no WeChat): the site sends it to /pc. */
const DESKTOP = /Windows NT|Macintosh|X11/;
const MOBILE = /Mobile|Android|iPhone|iPad|MicroMessenger/;

export function createStubSite(): StubSite {
  let renders = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname.endsWith('/echo-headers')) {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(
        JSON.stringify({
          headers: req.headers,
          remoteAddress: req.socket.remoteAddress,
        }),
      );
      return;
    }
    const host = req.headers.host ?? '';
    const agent = req.headers['user-agent'] ?? '';
    if (DESKTOP.test(agent) && !MOBILE.test(agent) && !url.pathname.startsWith('/davmu/share/pc')) {
      res.writeHead(302, {
        Location: `/davmu/share/pc?url=${encodeURIComponent(`http://${host}${req.url ?? '/'}`)}`,
        'Cache-Control': 'no-store',
      });
      res.end();
      return;
    }
    renders++;
    const forwardedHost = req.headers['x-forwarded-host'];
    const nonce = crypto.randomBytes(16).toString('base64');
    const query = url.searchParams;
    const page = `http://${host}${url.pathname}`;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, s-maxage=90, stale-while-revalidate=60',
      'Content-Security-Policy': `script-src 'nonce-${nonce}' 'strict-dynamic'; connect-src 'self' ws://${host}`,
      Vary: 'User-Agent, Accept-Encoding',
      // The site answers with the request's id (nginx's), as the site's request guards do
      // (libs/share-web-server/src/lib/request-guards.ts).
      ...(req.headers['x-request-id'] ? { 'X-Request-Id': req.headers['x-request-id'] } : {}),
    });
    res.end(
      '<!DOCTYPE html><html><head>' +
        `<meta property="og:url" content="${page}"><link rel="canonical" href="${page}">` +
        `<script nonce="${nonce}">window.page=1</script></head><body>` +
        `<p id="keyword">${query.get('keyword') ?? ''}</p><p id="group">${query.get('group') ?? ''}</p>` +
        `<p id="qr">http://${(Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) || host}/davmu/share/</p>` +
        `<script nonce="${nonce}" type="module">import('/davmu/share/assets/entry.js')</script></body></html>`,
    );
  });
  const sockets: string[] = [];
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    const target = new URL(req.url ?? '/', 'http://stub');
    if (target.pathname !== LIVE_SOCKET_PATH) return socket.destroy();
    sockets.push(req.url ?? '');
    // A socket for the room `gone` is closed before any answer (a replica that died).
    if (target.searchParams.get('post_id') === 'gone') return socket.destroy();
    const accept = crypto
      .createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
  });
  return { server, renders: () => renders, sockets };
}
