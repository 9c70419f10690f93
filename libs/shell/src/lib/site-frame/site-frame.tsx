import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSession } from '@share/auth';
import {
  BOTTOM_BAR_HEIGHT,
  floatingButtonReserve,
  lazyComponent,
  SiteFooter,
  TOP_BAR_HEIGHT_PROPERTY,
} from '@share/ui';
import { ROUTER_CONTROL_HEIGHT } from './router-control-height';
import { TOP_BAR_ATTRIBUTE } from './top-bar-on-screen';
import { useShellRootData } from '../shell-root-data';
import { floatingButtonShown, PREVIEW_QUERY_FLAG, SiteHeader } from './site-header';

/** The page, with the height of its top bar (TOP_BAR_HEIGHT) for what sticks under it. */
const Page = styled.div<{ $topBar: string }>`
  ${TOP_BAR_HEIGHT_PROPERTY}: ${({ $topBar }) => $topBar};
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  max-width: 750px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

/** Height of the open-app banner, reserved on the server so that its arrival shifts nothing. */
const BANNER_HEIGHT = '56px';

// The slots are plain boxes: what fills them is the header (the open-app banner) or footer itself.
const Header = styled.div<{ $reserve: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  min-height: ${({ $reserve }) => ($reserve ? BANNER_HEIGHT : '0')};
`;

// A column, so a short page's content (a detail page and its comment bar) fills the screen down to
// the footer instead of leaving grey space under it.
const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/** The footer keeps clear of what is fixed at the bottom: the bottom bar, the floating button. */
const Footer = styled.div<{ $reserve: string }>`
  padding-bottom: ${({ $reserve }) => $reserve};
`;

const LogoutButton = styled.button`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.outline};
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The mini program's back/forward control (spec §2) takes the hidden header's place: a chunk of its
// own, which the server lists with a mini program's first load; other pages never load it.
const RouterControl = lazyComponent(
  () => import('./router-control').then((m) => m.RouterControl),
  'libs/shell/src/lib/site-frame/router-control.tsx',
);

/**
 * What the frame reads of the query (the handle of every layout that draws it): the preview flag.
 * The shape of the app's route handles (its page-query module's QueryHandle).
 */
export const FRAME_QUERY = { query: { reads: [PREVIEW_QUERY_FLAG] } } as const;

export interface SiteFrameProps {
  /** The page's layout of spec §2 (default, dejin, listPage, docDetail). */
  layout: 'default' | 'dejin' | 'listPage' | 'docDetail';
  /** A preview page (`preview-` actor) shows its countdown banner and watermark instead of the header (spec §2). */
  preview?: boolean;
  /** The page shows the bottom navigation bar, which the footer keeps clear of; by default the home page does. */
  bottomBar?: boolean;
  /**
   * The page keeps a bar at the foot of the screen (a detail page's comment bar, a portrait live
   * room's chat field): the floating button sits above it. A page without one (a short video, an
   * audio album, a special, a landscape live room) keeps the button low, off the page's controls.
   */
  footBar?: boolean;
  /** The header over the page (the open-app banner). */
  header?: ReactNode;
  /** The footer under the page. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame every layout shares: header or banner slot, body, footer slot. In mini-program mode the
 * header is hidden and a back/forward router control appears (spec §2).
 */
export function SiteFrame({
  layout,
  preview = false,
  bottomBar: barShown,
  footBar = false,
  header,
  footer,
  children,
}: SiteFrameProps) {
  const root = useShellRootData();
  const session = useSession();
  const miniProgram = root?.isMiniProgram ?? false;
  const [params] = useSearchParams();
  const reserveBanner = header === undefined && !(root?.isOwnClient ?? false) && !params.has(PREVIEW_QUERY_FLAG);
  // What is fixed at the bottom of the screen, which the footer's end must clear.
  const homePage = useLocation().pathname === '/';
  const bottomBar = (barShown ?? homePage) && (root?.site.navigation?.navigationItems?.length ?? 0) > 0;
  const floatingButton =
    !miniProgram &&
    header === undefined &&
    (root?.site.navigation?.navigationItems?.length ?? 0) > 0 &&
    floatingButtonShown(root?.isOwnClient ?? false, params.has(PREVIEW_QUERY_FLAG));
  const reserve = [
    bottomBar ? BOTTOM_BAR_HEIGHT : null,
    floatingButton ? floatingButtonReserve(bottomBar || footBar) : null,
    'var(--safe-area-bottom)',
  ].filter(Boolean);
  // What stays at the top of the screen: the mini program's router control, the banner, or nothing.
  const topBar = miniProgram ? ROUTER_CONTROL_HEIGHT : !preview && reserveBanner ? BANNER_HEIGHT : '0px';
  return (
    <Page data-layout={layout} {...{ [TOP_BAR_ATTRIBUTE]: topBar }} $topBar={topBar}>
      {miniProgram ? (
        <RouterControl />
      ) : preview ? null : (
        <Header data-slot="header" $reserve={reserveBanner}>
          {header ?? <SiteHeader bottomBar={footBar || bottomBar} />}
        </Header>
      )}
      <Main>{children}</Main>
      <Footer data-slot="footer" $reserve={`calc(${reserve.join(' + ')})`}>
        {footer ?? (
          <SiteFooter siteName={root?.site.banner?.siteName}>
            {session.loggedIn ? (
              <LogoutButton type="button" onClick={() => void session.logout()}>
                退出登录
              </LogoutButton>
            ) : null}
          </SiteFooter>
        )}
      </Footer>
    </Page>
  );
}
