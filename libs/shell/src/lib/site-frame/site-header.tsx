import { useEffect, useState } from 'react';
import { useLocation, useMatches, useSearchParams } from 'react-router';
import { useSession } from '@share/auth';
import { appOpenParamsOf, useFunnelView, useOpenApp, type AppOpenParams, type OpenableItem } from '@share/open-app';
import { FloatingNavigationPanel, OpenAppBanner, OpenAppDialog, OpenInBrowserGuide, preloadWhenIdle } from '@share/ui';
import { SHARE_BASE_PATH } from '@share/contract/browser';
import { useShellRootData } from '../shell-root-data';

/**
 * Search and the hot list (spec §2's /search/{index} and /bar) have no control of their own in the
 * banner; the navigation panel its menu opens lists them under 更多 (issue 61).
 */
export const PANEL_LINKS = [
  { label: '搜索', href: `${SHARE_BASE_PATH}/search/index.html` },
  { label: '热榜', href: `${SHARE_BASE_PATH}/bar` },
] as const;

/** Query flag that marks a preview link: no banner (spec §2). */
export const PREVIEW_QUERY_FLAG = 'preview';

/** The app-open parameters of the page: its content item's when a route loaded one, else none. */
function usePageOpenParams(): AppOpenParams {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const detail = (match.loaderData as { detail?: Partial<OpenableItem> } | undefined)?.detail;
    if (detail?.post_id && detail.content_type) return appOpenParamsOf(detail as OpenableItem);
  }
  return {};
}

/**
 * The channel the page shows: the home's `group` query, else the group its loader chose (the home's
 * default channel, marked in the navigation panel too).
 */
function usePageGroupId(search: URLSearchParams): string | null {
  const matches = useMatches();
  const asked = search.get('group');
  if (asked) return asked;
  for (const match of [...matches].reverse()) {
    const group = (match.loaderData as { group?: { id?: string } | null } | undefined)?.group;
    if (group?.id) return group.id;
  }
  return null;
}

/**
 * The floating navigation button shows only where the open-app banner (and its navigation control)
 * does not: a fixed button over the page covers content (a special's 收起, cards' badges, text).
 */
export function floatingButtonShown(isOwnClient: boolean, hasPreviewFlag: boolean): boolean {
  return isOwnClient || hasPreviewFlag;
}

/**
 * The banner slot of every layout: the open-app banner (server-rendered; its button a link to the
 * download page until JavaScript runs), the open-app dialog its button opens, the guide overlay
 * where the page cannot launch the app, and the navigation panel its menu control opens. Inside
 * WeChat, once the JS-SDK is ready, the open tag lies over both open buttons.
 */
export function SiteHeader({ bottomBar = false }: { bottomBar?: boolean }) {
  const root = useShellRootData();
  const session = useSession();
  const openApp = useOpenApp();
  const params = usePageOpenParams();
  useFunnelView(params);
  const [search] = useSearchParams();
  const groupId = usePageGroupId(search);
  // The home page shows the bottom navigation bar, a detail page its comment footer: the floating
  // button sits above either.
  const homePage = useLocation().pathname === '/';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const site = root?.site;
  const items = site?.navigation?.navigationItems ?? [];
  const ownClient = root?.isOwnClient ?? false;
  const hasNavigation = items.length > 0;
  // What the banner's controls open is there before the tap: a chunk loaded on the tap kept a slow
  // phone's visitor waiting for the network (issue 62).
  useEffect(
    () => preloadWhenIdle([...(ownClient ? [] : [OpenAppDialog]), ...(hasNavigation ? [FloatingNavigationPanel] : [])]),
    [ownClient, hasNavigation],
  );
  return (
    <>
      <OpenAppBanner
        config={site?.banner}
        isOwnClient={ownClient}
        hasPreviewFlag={search.has(PREVIEW_QUERY_FLAG)}
        user={session.user ? { avatar: session.user.avatar ?? null, name: session.user.alias ?? null } : null}
        onLogin={session.openLogin}
        onOpenApp={() => setDialogOpen(true)}
        onNavigate={items.length > 0 ? () => setNavOpen(true) : undefined}
        downloadHref={site?.downloadUrl}
        openAction={openApp.openTag(params, 'banner')}
      />
      {ownClient ? null : (
        <OpenAppDialog
          open={dialogOpen}
          miniProgram={root?.isMiniProgram ?? false}
          logo={openApp.brand.logo}
          siteName={openApp.brand.name}
          onGo={() => {
            setDialogOpen(false);
            openApp.launch(params, 'dialog');
          }}
          goAction={openApp.openTag(params, 'dialog')}
          onClose={() => setDialogOpen(false)}
        />
      )}
      <OpenInBrowserGuide open={openApp.guideOpen} onClose={openApp.closeGuide} />
      {items.length > 0 ? (
        <FloatingNavigationPanel
          items={items}
          open={navOpen}
          onOpenChange={setNavOpen}
          aboveBottomBar={homePage || bottomBar}
          showButton={floatingButtonShown(ownClient, search.has(PREVIEW_QUERY_FLAG))}
          activeGroupId={groupId}
          links={PANEL_LINKS}
          getGroupHref={(group) => `${SHARE_BASE_PATH}/?group=${encodeURIComponent(String(group.id))}`}
        />
      ) : null}
    </>
  );
}
