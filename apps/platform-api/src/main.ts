/** Entry point: `tsx apps/platform-api/src/main.ts` (npm start runs it beside the site). */
import pino from 'pino';
import { createPlatformApi } from './app';
import { readConfig } from './config';
import { createApiMetrics } from './http/metrics';
import { serveMetrics } from '@share/util-metrics';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  const metrics = config.metricsPort > 0 ? createApiMetrics() : undefined;
  const api = await createPlatformApi({
    dataDir: config.dataDir,
    nodeEnv: config.nodeEnv,
    smsProvider: config.smsProvider,
    demoEndpoints: config.demoEndpoints,
    demoSettings: config.demoSettings,
    trustProxy: config.trustProxy,
    tokenTtlSeconds: config.tokenTtlSeconds,
    anonymousTokenTtlSeconds: config.anonymousTokenTtlSeconds,
    smsIpHourlyCap: config.smsIpHourlyCap,
    smsPhoneDailyCap: config.smsPhoneDailyCap,
    passwordLimit: {
      perPhone: config.passwordPhoneMaxFailures,
      perAddress: config.passwordIpMaxFailures,
      lockoutSeconds: config.passwordLockoutSeconds,
    },
    commentLimit: { burst: config.commentBurst, perMinute: config.commentPerMinute },
    chatLimit: { burst: config.chatBurst, perMinute: config.chatPerMinute },
    chatSockets: { perToken: config.chatSocketsPerToken, perAddress: config.chatSocketsPerAddress },
    chatFrames: {
      burst: config.chatFrameBurst,
      perMinute: config.chatFramesPerMinute,
      cooldownSeconds: config.chatFloodCooldownSeconds,
    },
    previewLinkSecret: config.previewLinkSecret,
    previewLinkTtlSeconds: config.previewLinkTtlSeconds,
    linkTokens: {
      ttlSeconds: config.linkTokenTtlSeconds,
      burst: config.linkTokenBurst,
      perMinute: config.linkTokenPerMinute,
    },
    logger,
    metrics,
  });
  const url = await api.listen(config.port, config.host);
  if (metrics) {
    // The metrics server never holds the process (unref) and closes with the API.
    const metricsServer = serveMetrics(metrics.registry, config.metricsPort, config.metricsHost, logger);
    api.server.on('close', () => {
      metricsServer.close();
      metricsServer.closeAllConnections();
    });
  }
  logger.info(
    { url, dataDir: config.dataDir, nodeEnv: config.nodeEnv, demoEndpoints: config.demoEndpoints },
    'platform API listening',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    api.close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
