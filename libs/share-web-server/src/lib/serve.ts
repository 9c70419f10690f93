/**
 * Listening and graceful shutdown, the same for the app's production server and its development
 * server: on SIGTERM/SIGINT /readyz turns 503, the server stops accepting, answers what still
 * arrives on open connections with `Connection: close`, and exits once every connection has closed.
 */
import http from 'node:http';
import type net from 'node:net';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';
import { SHARE_BASE_PATH as BASE_PATH } from '@share/contract/browser';
import type { ShareWebSettings } from './settings';
import type { createShareWebApp } from './share-web-app';

type ShareWebApp = ReturnType<typeof createShareWebApp>;

/**
 * How long a kept-alive connection that is idle when the server starts stopping may stay idle before
 * it is closed. A client may already have sent its next request on it (the request is on the wire);
 * closing at once would reset that request, so the connection gets this long to deliver one, which
 * is then answered with `Connection: close`.
 */
const DRAIN_IDLE_MS = 1000;

/** The connections a shutdown treats specially. */
export interface Connections {
  /** Connections that have finished at least one answer and are still open (kept alive). */
  kept: Set<net.Socket>;
  /** Upgraded connections (the live chat socket proxied to the platform). */
  upgraded: Set<net.Socket>;
}

/** Follows `server`'s kept-alive and upgraded connections (register before the upgrade handler). */
export function trackConnections(server: http.Server): Connections {
  const connections: Connections = { kept: new Set(), upgraded: new Set() };
  const follow = (set: Set<net.Socket>, socket: net.Socket) => {
    if (set.has(socket) || socket.destroyed) return;
    set.add(socket);
    socket.once('close', () => set.delete(socket));
  };
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) =>
    res.once('finish', () => follow(connections.kept, req.socket)),
  );
  server.on('upgrade', (_req: http.IncomingMessage, socket: net.Socket) => follow(connections.upgraded, socket));
  return connections;
}

interface ShutdownOptions {
  /** Marks the app as stopping (/readyz 503, `Connection: close` on every answer). */
  drain: () => void;
  logger: Logger;
  graceMs: number;
  exit?: (code: number) => void;
}

/**
 * Stops `server` gently: no new connections; a request in flight or arriving on an open connection
 * is answered (with `Connection: close`); a connection idle now is closed after DRAIN_IDLE_MS more
 * of idleness; live chat sockets end (the chat reconnects through the front proxy to a replica still
 * serving: its messages come from the platform, not from this process). `exit(0)` once every
 * connection is closed, `exit(1)` when that takes longer than `graceMs`.
 */
export function shutDown(
  server: http.Server,
  connections: Connections,
  { drain, logger, graceMs, exit = process.exit }: ShutdownOptions,
): void {
  drain();
  // net.Server's close, not http.Server's: the latter also destroys every idle kept-alive connection
  // at once, resetting a request a client has just sent on one (16 of 904 such requests were reset).
  NetServer.prototype.close.call(server, () => {
    logger.info('stopped');
    exit(0);
  });
  for (const socket of connections.upgraded) socket.end();
  // A connection between two requests: closed once it has stayed so for DRAIN_IDLE_MS. The check
  // runs after a poll phase (setImmediate), so a request whose bytes arrived meanwhile is read first
  // (on a starved event loop the timer can fire before them) and its answer closes the connection.
  const idle = (socket: net.Socket) => !(socket as net.Socket & { _httpMessage?: unknown })._httpMessage;
  for (const socket of connections.kept) {
    if (!idle(socket)) continue;
    setTimeout(() => setImmediate(() => idle(socket) && socket.destroy()), DRAIN_IDLE_MS);
  }
  setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; exiting');
    server.closeAllConnections();
    exit(1);
  }, graceMs).unref();
}

/** Serves `app` on the settings' port; `server` may be given (Vite attaches its hot-update socket to it). */
export function serve(
  { handler, upgrade, drain }: ShareWebApp,
  settings: ShareWebSettings,
  logger: Logger,
  server = http.createServer(),
): http.Server {
  server.on('request', handler);
  const connections = trackConnections(server);
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.on('upgrade', upgrade);
  server.listen(settings.port, settings.host, () => {
    logger.info(
      { port: settings.port, platformApiUrl: settings.platformApiUrl },
      `share-web on http://localhost:${settings.port}${BASE_PATH}/`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    shutDown(server, connections, { drain, logger, graceMs: settings.shutdownGraceMs });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
