import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '@share/auth';
import { FloatingNavigationPanel, OpenAppBanner, OpenAppDialog } from '@share/ui';
import { useRootData } from '../lib/root-data';

/** Query flag that marks a preview link: no banner (spec §2). */
export const PREVIEW_QUERY_FLAG = 'preview';

/**
 * The floating navigation button shows only where the open-app banner (and its navigation control)
 * does not: a fixed button over the page covers content (a special's 收起, cards' badges, text).
 */
export function floatingButtonShown(isOwnClient: boolean, hasPreviewFlag: boolean): boolean {
  return isOwnClient || hasPreviewFlag;
}

/**
 * The banner slot of every layout: the open-app banner, the open-app dialog its button opens, and
 * the navigation panel its menu control opens.
 */
export function SiteHeader({ bottomBar = false }: { bottomBar?: boolean }) {
  const root = useRootData();
  const session = useSession();
  const [params] = useSearchParams();
  // The home page shows the bottom navigation bar, a detail page its comment footer: the floating
  // button sits above either.
  const homePage = useLocation().pathname === '/';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const site = root?.site;
  const items = site?.navigation?.navigationItems ?? [];
  return (
    <>
      <OpenAppBanner
        config={site?.banner}
        isOwnClient={root?.isOwnClient ?? false}
        hasPreviewFlag={params.has(PREVIEW_QUERY_FLAG)}
        user={session.user ? { avatar: session.user.avatar ?? null, name: session.user.alias ?? null } : null}
        onLogin={session.openLogin}
        onOpenApp={() => setDialogOpen(true)}
        onNavigate={items.length > 0 ? () => setNavOpen(true) : undefined}
      />
      <OpenAppDialog
        open={dialogOpen}
        miniProgram={root?.isMiniProgram ?? false}
        onGo={() => {
          setDialogOpen(false);
          if (site?.downloadUrl) window.location.assign(site.downloadUrl);
        }}
        onClose={() => setDialogOpen(false)}
      />
      {items.length > 0 ? (
        <FloatingNavigationPanel
          items={items}
          open={navOpen}
          onOpenChange={setNavOpen}
          aboveBottomBar={homePage || bottomBar}
          showButton={floatingButtonShown(root?.isOwnClient ?? false, params.has(PREVIEW_QUERY_FLAG))}
          activeGroupId={params.get('group')}
          getGroupHref={(group) => `/davmu/share/?group=${encodeURIComponent(String(group.id))}`}
        />
      ) : null}
    </>
  );
}
