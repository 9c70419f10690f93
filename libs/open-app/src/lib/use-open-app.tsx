// React face of opening the app: the launch config from the root, a launch per tap (strategy by the
// browser's agent at tap time), the open tag inside WeChat once the SDK is ready, the guide overlay
// where nothing can launch, and one tracking event per launch.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTracker } from '@share/tracking';
import { whenIdle } from '@share/util-idle';
import { OPEN_APP_BEHAVIOR, DEFAULT_APP_SCHEME } from './constants';
import {
  copyLinkToken,
  funnelItemOf,
  settled,
  settledCopy,
  useDeferredLinkServices,
  type CopyResult,
} from './deferred-link';
import { detectEnvironment } from './environment';
import { wxExtinfo, type AppOpenParams } from './app-open-query';
import type { LaunchRuntime } from './launch';
import type { AppLaunchConfig } from './launch-url';
import { chooseStrategy, type LaunchStrategy } from './strategy';
import { useWxOpenTagReady } from './wx-open-tag-ready';

export const EMPTY_LAUNCH_CONFIG: AppLaunchConfig = {
  scheme: DEFAULT_APP_SCHEME,
  universalLinkBase: null,
  androidPackage: null,
  wxOpenAppId: null,
  downloadUrl: null,
};

type LaunchModule = typeof import('./leave-for-app');
let launchModule: LaunchModule | null = null;

/**
 * The strategies that navigate (Universal Link, intent URL, scheme with its fallback, download page)
 * are a chunk of their own (leave-for-app.ts), with the way to the download page: inside WeChat, the
 * mini program or the own client a page loads it only when the open tag fails. Where one of them is
 * the way, the chunk loads once the page is idle, so a tap launches at once.
 */
function loadLaunch(): Promise<LaunchModule> {
  return import('./leave-for-app').then((module) => (launchModule = module));
}

const NAVIGATING_STRATEGIES: ReadonlySet<LaunchStrategy> = new Set(['universal-link', 'intent', 'scheme', 'download']);

/**
 * WeChat's open tag is drawn inside WeChat only, once the JS-SDK is ready: its component is a chunk
 * of its own, loaded there once the page is idle (before the SDK is), and never elsewhere.
 */
const loadOpenTag = () => import('./wx-open-launch-app').then((module) => ({ default: module.WxOpenLaunchApp }));
const WxOpenLaunchApp = lazy(loadOpenTag);

/** The chunk a strategy uses, loaded once the page is idle so that a tap acts at once; null for none. */
function chunkOf(strategy: LaunchStrategy): (() => Promise<unknown>) | null {
  if (NAVIGATING_STRATEGIES.has(strategy)) return launchModule ? null : loadLaunch;
  return strategy === 'wechat-open-tag' ? loadOpenTag : null;
}

/** The site's logo and name, for the open-app dialogs. */
export interface OpenAppBrand {
  logo: string | null;
  name: string | null;
}

const NO_BRAND: OpenAppBrand = { logo: null, name: null };

const OpenAppContext = createContext<{ config: AppLaunchConfig; brand: OpenAppBrand; runtime?: LaunchRuntime }>({
  config: EMPTY_LAUNCH_CONFIG,
  brand: NO_BRAND,
});

export interface OpenAppProviderProps {
  /** How the app is opened (scheme, download address, WeChat open tag). */
  config: AppLaunchConfig;
  /** The site's logo and name for the open-app dialog. */
  brand?: OpenAppBrand;
  /** Replaces the browser (stories, tests). */
  runtime?: LaunchRuntime;
  /** The page, with the launch config in its context. */
  children: ReactNode;
}

export function OpenAppProvider({ config, brand, runtime, children }: OpenAppProviderProps) {
  const logo = brand?.logo ?? null;
  const name = brand?.name ?? null;
  const value = useMemo(() => ({ config, brand: { logo, name }, runtime }), [config, logo, name, runtime]);
  useEffect(() => {
    const chunk = chunkOf(currentStrategy(config));
    if (!chunk) return;
    return whenIdle(() => void chunk().catch(() => undefined));
  }, [config]);
  return <OpenAppContext.Provider value={value}>{children}</OpenAppContext.Provider>;
}

/** Where the launch was asked for. */
export type OpenAppSource = 'banner' | 'dialog';

export interface OpenApp {
  config: AppLaunchConfig;
  brand: OpenAppBrand;
  /** Opens the app for a tap (the guide where nothing can launch); no-op in the own client and mini programs. */
  launch(params: AppOpenParams, source: OpenAppSource): void;
  /** WeChat's open tag to lay over a button, once the SDK is ready; null elsewhere. */
  openTag(params: AppOpenParams, source: OpenAppSource): ReactNode;
  guideOpen: boolean;
  closeGuide(): void;
}

function currentStrategy(config: AppLaunchConfig): LaunchStrategy {
  return chooseStrategy(detectEnvironment(typeof navigator === 'undefined' ? '' : navigator.userAgent), config);
}

export function useOpenApp(): OpenApp {
  const { config, brand, runtime } = useContext(OpenAppContext);
  const tracker = useTracker();
  const tagReady = useWxOpenTagReady();
  const deferredLink = useDeferredLinkServices();
  const [guideOpen, setGuideOpen] = useState(false);

  const track = useCallback(
    (
      params: AppOpenParams,
      fields: { strategy: LaunchStrategy; fallback?: boolean; source: OpenAppSource },
      behavior: string = OPEN_APP_BEHAVIOR.launch,
    ) =>
      tracker.track(behavior, {
        tid: String(params.post_id ?? ''),
        strategy: fields.strategy,
        ...(fields.fallback === undefined ? {} : { fallback: fields.fallback ? 1 : 0 }),
        source: fields.source,
      }),
    [tracker],
  );

  /**
   * What a tap that leaves the page waits for, briefly (each at most LINK_TOKEN_WAIT_MS, together):
   * the copy's result, and the tracking code, without which the open_app event waits in the page
   * (a chunk that arrives after hydration) and is lost with it.
   */
  const beforeLeaving = useCallback(
    (copy: Promise<CopyResult | null>) =>
      Promise.all([settledCopy(copy), settled(tracker.ready(), undefined)]).then(([known]) => known),
    [tracker],
  );

  const launch = useCallback(
    (params: AppOpenParams, source: OpenAppSource) => {
      const strategy = currentStrategy(config);
      if (strategy === 'none' || strategy === 'mini-program') return;
      // Issue 63: every way from here may end at the download page, so the 口令 is copied in this tap.
      const item = deferredLink ? funnelItemOf(params) : null;
      let copy: Promise<CopyResult | null> = Promise.resolve(null);
      if (deferredLink && item) {
        deferredLink.reportStep('open_app', item);
        copy = copyLinkToken(deferredLink, item, brand.name ?? '');
      }
      if (strategy === 'guide' || strategy === 'wechat-open-tag') {
        // The open tag was not ready (or WeChat refused it): opening in the browser is the way.
        setGuideOpen(true);
        track(params, { strategy, source }, OPEN_APP_BEHAVIOR.guide);
        return;
      }
      if (deferredLink && item && strategy !== 'download') deferredLink.reportStep('launch', item);
      // A launch that leaves the page (an app, a Universal Link's web page, an intent's fallback)
      // would cut short what the tap started: it waits, still inside the tap's activation (Chrome
      // keeps it 5 s). Its code is loaded by now unless the tap came before the page was idle: then
      // it is the tap that loads it.
      void beforeLeaving(copy).then(async (known) => {
        const { leaveForApp } = launchModule ?? (await loadLaunch());
        return leaveForApp({
          strategy,
          config,
          params,
          runtime,
          deferredLink,
          item,
          copy,
          known,
          onLaunched: (result) => track(params, { ...result, source }),
        });
      });
    },
    [config, runtime, track, beforeLeaving, deferredLink, brand.name],
  );

  const openTag = useCallback(
    (params: AppOpenParams, source: OpenAppSource): ReactNode => {
      if (!tagReady || !config.wxOpenAppId || currentStrategy(config) !== 'wechat-open-tag') return null;
      // Never rendered on the server (the SDK is not ready there): nothing to hydrate while it loads.
      return (
        <Suspense fallback={null}>
          <WxOpenLaunchApp
            appid={config.wxOpenAppId}
            extinfo={wxExtinfo(params)}
            onLaunch={() => track(params, { strategy: 'wechat-open-tag', fallback: false, source })}
            onError={() => {
              const navigate = runtime?.navigate ?? ((url: string) => window.location.assign(url));
              const item = deferredLink ? funnelItemOf(params) : null;
              const onFallback = (fallback: boolean) =>
                track(params, { strategy: 'wechat-open-tag', fallback, source });
              const toDownloadPage = () => {
                onFallback(Boolean(config.downloadUrl));
                if (config.downloadUrl) navigate(config.downloadUrl);
              };
              if (!deferredLink || !item) return toDownloadPage();
              // The way there with the 口令 is the launch chunk's, loaded now; without it (offline, a
              // deploy replaced it), the app's download page.
              void loadLaunch().then(
                ({ openTagFailed }) =>
                  openTagFailed({
                    config,
                    navigate,
                    deferredLink,
                    item,
                    appName: brand.name ?? '',
                    beforeLeaving,
                    onFallback,
                  }),
                toDownloadPage,
              );
            }}
          />
        </Suspense>
      );
    },
    [config, runtime, tagReady, track, beforeLeaving, deferredLink, brand.name],
  );

  const closeGuide = useCallback(() => setGuideOpen(false), []);
  return { config, brand, launch, openTag, guideOpen, closeGuide };
}
