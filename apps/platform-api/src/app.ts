import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Request } from 'express';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactLogUrl } from '@share/util-format';
import { API_CODE, buildOpenApiDocument } from '@share/contract';
import { systemClock, type Clock } from './clock';
import type { TrustProxy } from './config';
import { openDatabase, type Db } from './db/database';
import { ApiError } from './http/api-error';
import { sendEnvelope } from './http/endpoint-router';
import type { ApiMetrics } from './http/metrics';
import { tokenFromHeader, type RequestAuth } from './http/request-auth';
import {
  ANONYMOUS_TOKEN_TTL_S_DEFAULT,
  CHAT_BURST_DEFAULT,
  CHAT_FLOOD_COOLDOWN_S_DEFAULT,
  CHAT_FRAME_BURST_DEFAULT,
  CHAT_FRAMES_PER_MINUTE_DEFAULT,
  CHAT_PER_MINUTE_DEFAULT,
  CHAT_SOCKETS_PER_ADDRESS_DEFAULT,
  CHAT_SOCKETS_PER_TOKEN_DEFAULT,
  COMMENT_BURST_DEFAULT,
  COMMENT_PER_MINUTE_DEFAULT,
  LINK_TOKEN_BURST_DEFAULT,
  LINK_TOKEN_PER_MINUTE_DEFAULT,
  LINK_TOKEN_TTL_S_DEFAULT,
  PASSWORD_IP_MAX_FAILURES_DEFAULT,
  PASSWORD_LOCKOUT_S_DEFAULT,
  PASSWORD_PHONE_MAX_FAILURES_DEFAULT,
  PREVIEW_LINK_TTL_S_DEFAULT,
  SMS_IP_HOURLY_CAP_DEFAULT,
  SMS_PHONE_DAILY_CAP_DEFAULT,
  TOKEN_TTL_S_DEFAULT,
} from './limits';
import { MSG } from './messages';
import { registerAgreementRoutes } from './routes/agreement-routes';
import { registerAttributionRoutes } from './routes/attribution-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerCommunityRoutes } from './routes/community-routes';
import { draftPreviewLinks, registerContentRoutes, registerDevPreviewRoutes } from './routes/content-routes';
import { registerInteractionRoutes } from './routes/interaction-routes';
import { createChatSocketServer, registerLiveRoutes } from './routes/live-routes';
import { registerSiteRoutes } from './routes/site-routes';
import { registerDevRoutes, registerTrackingRoutes } from './routes/tracking-routes';
import { DEMO_VIDEO, DEMO_VIDEO_URL_PREFIX, demoMediaFiles, ensureDemoVideo, liveSegments } from './seed/demo-video';
import type { DemoSettings } from './seed/demo-settings';
import { seedDatabase, type SeedData } from './seed/seed';
import type { ApiContext } from './services/context';
import { ChatHub } from './services/live';
import { livePlaylist, vodPlaylist } from './services/live-playlist';
import { randomPreviewSecret } from './services/preview-links';
import { DevSmsProvider, DisabledSmsProvider, type SmsProvider } from './services/sms-provider';
import { resolveToken } from './services/tokens';
import { createWriteLimit } from './services/write-limit';

const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

export const DEFAULT_ASSETS_DIR = path.resolve(__dirname, '../assets');

export interface PlatformApiOptions {
  dataDir: string;
  nodeEnv?: string;
  /** Defaults to the development provider outside production and a refusing one in production. */
  smsProvider?: SmsProvider | 'dev' | 'disabled';
  /**
   * Whose X-Forwarded-For names the client (Express's `trust proxy`): the number of proxies in front
   * or their addresses; 0 (the default) trusts none: the client is the socket's address.
   */
  trustProxy?: TrustProxy;
  clock?: Clock;
  logger?: Logger;
  tokenTtlSeconds?: number;
  anonymousTokenTtlSeconds?: number;
  smsIpHourlyCap?: number;
  /** Codes one phone may be sent in 24 hours (defaults in limits.ts). */
  smsPhoneDailyCap?: number;
  /** Wrong passwords per phone and per address before password login locks (defaults in limits.ts). */
  passwordLimit?: { perPhone: number; perAddress: number; lockoutSeconds: number };
  /** Comment writes per user: a burst, then this many per minute (defaults in limits.ts). */
  commentLimit?: { burst: number; perMinute: number };
  /** Live chat messages per user: a burst, then this many per minute (defaults in limits.ts). */
  chatLimit?: { burst: number; perMinute: number };
  /** Open chat sockets per token and per client address (defaults in limits.ts). */
  chatSockets?: { perToken: number; perAddress: number };
  /** Frames per chat socket and the flooding address's cool-down (defaults in limits.ts). */
  chatFrames?: { burst: number; perMinute: number; cooldownSeconds: number };
  /** HMAC key of preview links' credentials (PREVIEW_LINK_SECRET); a random one per process by default. */
  previewLinkSecret?: string;
  /** Seconds a preview link the API issues stays valid (PREVIEW_LINK_TTL). */
  previewLinkTtlSeconds?: number;
  /** Link tokens (issue 63): LINK_TOKEN_TTL, and LINK_TOKEN_BURST/PER_MINUTE per client address. */
  linkTokens?: { ttlSeconds: number; burst: number; perMinute: number };
  /** Data loaded into an empty database: the demo set by default, false for none. */
  seed?: SeedData | false;
  /** The site's origin and the app's ids filled into the demo set (seed/demo-settings.ts). */
  demoSettings?: Partial<DemoSettings>;
  /** Folder served under /media. */
  assetsDir?: string;
  /** Serve the demo endpoints under /dev (default: outside production; the DEMO setting). */
  demoEndpoints?: boolean;
  /** Generate the demo video under dataDir (default: when seeding the demo data set). */
  demoVideo?: boolean;
  /** Prometheus metrics (http/metrics.ts): request durations and the live-chat sockets. */
  metrics?: ApiMetrics;
}

export interface PlatformApi {
  app: express.Express;
  server: http.Server;
  db: Db;
  context: ApiContext;
  /** Listens; port 0 picks a free port. Resolves with the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

async function loadDemoData(settings?: Partial<DemoSettings>): Promise<SeedData> {
  const [{ demoData }, { withDemoSettings }] = await Promise.all([
    import('./seed/demo-data'),
    import('./seed/demo-settings'),
  ]);
  return withDemoSettings(demoData, settings) as SeedData;
}

export async function createPlatformApi(options: PlatformApiOptions): Promise<PlatformApi> {
  const nodeEnv = options.nodeEnv ?? 'development';
  const devMode = nodeEnv !== 'production';
  const demoEndpoints = options.demoEndpoints ?? devMode;
  const logger = options.logger ?? pino({ level: nodeEnv === 'test' ? 'silent' : 'info' });
  const clock = options.clock ?? systemClock;
  const db = openDatabase(options.dataDir);

  const providerOption = options.smsProvider ?? (devMode ? 'dev' : 'disabled');
  const smsProvider =
    providerOption === 'dev'
      ? new DevSmsProvider(logger, () => clock.now())
      : providerOption === 'disabled'
        ? new DisabledSmsProvider()
        : providerOption;

  const context: ApiContext = {
    db,
    clock,
    logger,
    demoEndpoints,
    smsProvider: options.metrics ? options.metrics.watchSms(smsProvider) : smsProvider,
    tokenTtlSeconds: options.tokenTtlSeconds ?? TOKEN_TTL_S_DEFAULT,
    anonymousTokenTtlSeconds: options.anonymousTokenTtlSeconds ?? ANONYMOUS_TOKEN_TTL_S_DEFAULT,
    smsIpHourlyCap: options.smsIpHourlyCap ?? SMS_IP_HOURLY_CAP_DEFAULT,
    smsPhoneDailyCap: options.smsPhoneDailyCap ?? SMS_PHONE_DAILY_CAP_DEFAULT,
    passwordLimit: options.passwordLimit ?? {
      perPhone: PASSWORD_PHONE_MAX_FAILURES_DEFAULT,
      perAddress: PASSWORD_IP_MAX_FAILURES_DEFAULT,
      lockoutSeconds: PASSWORD_LOCKOUT_S_DEFAULT,
    },
    commentLimit: options.commentLimit ?? { burst: COMMENT_BURST_DEFAULT, perMinute: COMMENT_PER_MINUTE_DEFAULT },
    chatLimit: options.chatLimit ?? { burst: CHAT_BURST_DEFAULT, perMinute: CHAT_PER_MINUTE_DEFAULT },
    chatSockets: options.chatSockets ?? {
      perToken: CHAT_SOCKETS_PER_TOKEN_DEFAULT,
      perAddress: CHAT_SOCKETS_PER_ADDRESS_DEFAULT,
    },
    chatFrames: options.chatFrames ?? {
      burst: CHAT_FRAME_BURST_DEFAULT,
      perMinute: CHAT_FRAMES_PER_MINUTE_DEFAULT,
      cooldownSeconds: CHAT_FLOOD_COOLDOWN_S_DEFAULT,
    },
    previewLinks: {
      secret: options.previewLinkSecret ?? randomPreviewSecret(),
      ttlSeconds: options.previewLinkTtlSeconds ?? PREVIEW_LINK_TTL_S_DEFAULT,
    },
    linkTokens: options.linkTokens ?? {
      ttlSeconds: LINK_TOKEN_TTL_S_DEFAULT,
      burst: LINK_TOKEN_BURST_DEFAULT,
      perMinute: LINK_TOKEN_PER_MINUTE_DEFAULT,
    },
  };

  if (options.seed !== false) {
    const seeded = seedDatabase(db, options.seed ?? (await loadDemoData(options.demoSettings)), clock);
    if (seeded) logger.info({ dataDir: options.dataDir }, 'seeded the database');
  }

  const app = express();
  app.disable('x-powered-by');
  // Exactly the proxies configured (TRUST_PROXY): each appends the address it saw, so the client is the
  // entry the farthest trusted proxy added; whatever a client wrote before it is ignored.
  app.set('trust proxy', options.trustProxy ?? 0);
  if (options.metrics) app.use(options.metrics.middleware);
  app.use(
    pinoHttp({
      logger,
      // Tokens never reach the logs: not in headers, cookies nor a query string; a phone number in
      // the query (tel=) only masked, 138****8000 (the dev SMS provider's own line is the SMS itself).
      serializers: {
        req: (req: { headers?: Record<string, unknown>; url?: string }) => ({
          ...req,
          url: redactLogUrl(req.url),
          query: undefined,
          headers: {
            ...req.headers,
            ...(req.headers?.authorization ? { authorization: '[redacted]' } : {}),
            ...(req.headers?.cookie ? { cookie: '[redacted]' } : {}),
          },
        }),
      },
      genReqId: (req, res) => {
        const id = req.headers['x-request-id'];
        const requestId = (Array.isArray(id) ? id[0] : id) || crypto.randomUUID();
        res.setHeader('X-Request-Id', requestId);
        return requestId;
      },
    }),
  );
  app.use(express.json({ limit: '100kb' }));
  app.use((req, _res, next) => {
    (req as Request & { auth?: RequestAuth }).auth = resolveToken(context, tokenFromHeader(req.headers.authorization));
    next();
  });

  app.get('/health', (_req, res) => sendEnvelope(res, API_CODE.OK, MSG.ok, { status: 'ok' }));
  const openApi = buildOpenApiDocument({ includeDevOnly: demoEndpoints });
  app.get('/openapi.json', (_req, res) => res.json(openApi));
  const assetsDir = options.assetsDir ?? DEFAULT_ASSETS_DIR;
  if (fs.existsSync(assetsDir)) {
    app.use('/media', express.static(assetsDir, { fallthrough: true, maxAge: '1d', index: false }));
  }
  const demoVideoDir =
    (options.demoVideo ?? options.seed === undefined)
      ? ensureDemoVideo(options.dataDir, logger, demoMediaFiles(JSON.stringify(options.seed || (await loadDemoData()))))
      : null;
  if (demoVideoDir) {
    // The live rooms' stream: a sliding window over the looped segments, asked again every few seconds.
    const segments = liveSegments(demoVideoDir);
    // The stream "started" a minute before the API, so the first playlist already has a full window.
    const streamStarted = clock.now() - 60_000;
    app.get(DEMO_VIDEO.hls, (_req, res) => {
      res
        .type(HLS_PLAYLIST_TYPE)
        .set('Cache-Control', 'no-cache')
        .send(livePlaylist(segments, clock.now(), streamStarted));
    });
    app.get(DEMO_VIDEO.replay, (_req, res) => {
      res.type(HLS_PLAYLIST_TYPE).set('Cache-Control', 'public, max-age=86400').send(vodPlaylist(segments));
    });
    app.use(
      DEMO_VIDEO_URL_PREFIX,
      express.static(demoVideoDir, { fallthrough: true, maxAge: '1d', index: false, dotfiles: 'ignore' }),
    );
  }

  const hub = new ChatHub(createWriteLimit(context.chatLimit, clock));
  const router = express.Router();
  registerAuthRoutes(router, context);
  registerSiteRoutes(router, context);
  registerContentRoutes(router, context);
  registerInteractionRoutes(router, context);
  registerLiveRoutes(router, context, hub);
  registerCommunityRoutes(router, context);
  registerAgreementRoutes(router, context);
  registerTrackingRoutes(router, context);
  registerAttributionRoutes(router, context, options.metrics);
  if (demoEndpoints) {
    registerDevRoutes(router, context, smsProvider instanceof DevSmsProvider ? smsProvider : null);
    registerDevPreviewRoutes(router, context);
    // The demo drafts' preview links, signed with this process's secret (README "Trying it out").
    for (const { title, path: link, expires_at } of draftPreviewLinks(context))
      logger.info({ title, path: link, expires_at }, 'demo preview link');
  }
  app.use(router);

  app.use((_req, res) => {
    res.status(404);
    sendEnvelope(res, API_CODE.NOT_FOUND, MSG.notFound, null);
  });
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    void next;
    if (error instanceof ApiError) return sendEnvelope(res, error.code, error.message, null);
    if ((error as { type?: string }).type === 'entity.parse.failed') {
      return sendEnvelope(res, API_CODE.INVALID, MSG.invalidJson, null);
    }
    // A body the parser refuses (aborted by the client, too large, an unknown charset or encoding)
    // is the client's fault: its 4xx status, no error in the log.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      req.log.info({ type: (error as { type?: string }).type }, 'request body refused');
      res.status(status);
      return sendEnvelope(res, API_CODE.INVALID, MSG.invalidJson, null);
    }
    req.log.error({ err: error }, 'request failed');
    res.status(500);
    sendEnvelope(res, API_CODE.SERVER_ERROR, MSG.serverError, null);
  };
  app.use(onError);

  const server = http.createServer(app);
  // The socket cap per address counts the client the trusted proxies name, as req.ip does.
  const chat = createChatSocketServer(context, hub, app.get('trust proxy fn'));
  options.metrics?.watchChat(chat.wss);
  server.on('upgrade', (request, socket, head) => {
    if (!chat.handleUpgrade(request, socket, head)) socket.destroy();
  });

  return {
    app,
    server,
    db,
    context,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      });
    },
    async close() {
      hub.closeAll();
      chat.wss.close();
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      db.close();
    },
  };
}
