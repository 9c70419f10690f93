/**
 * Browser tests: Debian's Chromium against the built site and the reference platform API, each
 * started on its own ports with a fresh database so a running `npm start` is not disturbed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { HEADLESS_CHROMIUM_ARGS, requireTool } from '../../scripts/lib/outside-tools.mjs';

const root = path.resolve(__dirname, '../..');
const sitePort = Number(process.env['E2E_SITE_PORT'] ?? 4310);
const apiPort = Number(process.env['E2E_API_PORT'] ?? 3343);
/** The servers' Prometheus ports (deferred-link.spec.ts reads the funnel's counters there). */
const siteMetricsPort = Number(process.env['E2E_SITE_METRICS_PORT'] ?? 4311);
const apiMetricsPort = Number(process.env['E2E_API_METRICS_PORT'] ?? 3344);
/** Point the tests at servers that are already running instead of starting their own. */
const externalBaseUrl = process.env['E2E_BASE_URL'];
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(path.join(tmpdir(), 'share-e2e-'));

export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN';

export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'dist/.playwright/apps/share-web-e2e/test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  // The list, then the 20 slowest tests (where the stage's time went).
  reporter: [['list'], [path.join(__dirname, 'src/slowest-tests-reporter.ts')]],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${sitePort}`,
    browserName: 'chromium',
    userAgent: MOBILE_UA,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // The site's service worker serves hashed assets from its cache; page.route must see every
    // request, so it is blocked except in page-runtime.spec.ts, which tests it.
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell (the same Blink without the browser's own UI, which took more of
      // the stage's CPU than the pages did: docs/architecture.md). Without it the run stops here with
      // one line (scripts/lib/outside-tools.mjs).
      executablePath: requireTool('chromium-headless-shell'),
      // Headless and offline.
      args: HEADLESS_CHROMIUM_ARGS,
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: 'npx tsx --tsconfig apps/platform-api/tsconfig.json apps/platform-api/src/main.ts',
          cwd: root,
          url: `http://127.0.0.1:${apiPort}/openapi.json`,
          reuseExistingServer: false,
          timeout: 120_000,
          env: {
            PLATFORM_API_PORT: String(apiPort),
            PLATFORM_API_METRICS_PORT: String(apiMetricsPort),
            DATA_DIR: dataDir,
            NODE_ENV: 'development',
            LOG_LEVEL: 'warn',
            // Every login test sends codes from 127.0.0.1; the per-IP hourly cap is tested in the API's own tests.
            SMS_IP_HOURLY_CAP: '1000',
            // Tests that post comments share a few accounts; the XSS corpus posts about 40 comments a user.
            // The limit's own browser test trips it with a burst above this (actions.spec.ts).
            COMMENT_BURST: '60',
            COMMENT_PER_MINUTE: '6',
            // The XSS corpus sends its payloads as one user's chat messages; the chat's own rate (5 per 10 s)
            // is tested in the API's tests.
            CHAT_BURST: '200',
            // The demo set's H5 pages on this site, and the ids an operator sets (platform-api README).
            DEMO_SITE_ORIGIN: `http://localhost:${sitePort}`,
            DEMO_WX_APP_ID: 'wx3b9f2e7d41c6a058',
            DEMO_APP_DOWNLOAD_URL: 'https://download.davmu.test/nanling',
          },
        },
        {
          command: 'node apps/share-web/build/server.mjs',
          cwd: root,
          url: `http://127.0.0.1:${sitePort}/healthz`,
          reuseExistingServer: false,
          timeout: 120_000,
          env: {
            PORT: String(sitePort),
            METRICS_PORT: String(siteMetricsPort),
            PLATFORM_API_URL: `http://127.0.0.1:${apiPort}`,
            ALLOWED_PC_HOSTS: 'm.example-partner.cn',
            // A host that never resolves: wx-share.spec.ts serves a fake JS-SDK there with page.route.
            WX_SDK_URL: 'https://wx-sdk.test/jweixin.js',
            // Opening the app (open-app.spec.ts intercepts these navigations).
            APP_UNIVERSAL_LINK: 'https://link.davmu.test/open',
            APP_ANDROID_PACKAGE: 'com.davmu.share',
            WX_OPEN_APP_ID: 'wx0a1b2c3d4e5f6a7b',
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            // Load shedding has its own server and nginx tests and `npm run overload`; here bursts of
            // pages test the loader deadline and the platform's failures, which a shed 503 would hide.
            SHED_MAX_RENDERS: '0',
          },
        },
      ],
});
