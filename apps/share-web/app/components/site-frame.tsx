import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSession } from '@share/auth';
import { SiteFooter } from '@share/ui';
import { useRootData } from '../lib/root-data';
import { isPreviewActor } from '../lib/route-rules';
import { PREVIEW_QUERY_FLAG, SiteHeader } from './site-header';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  max-width: 750px;
  margin: 0 auto;
  background: #f5f6f7;
`;

/** Height of the open-app banner, reserved on the server so that its arrival shifts nothing. */
const BANNER_HEIGHT = '56px';

const Header = styled.header<{ $reserve: boolean }>`
  position: sticky;
  top: 0;
  z-index: 10;
  min-height: ${({ $reserve }) => ($reserve ? BANNER_HEIGHT : '0')};
`;

const Main = styled.main`
  flex: 1;
`;

const Footer = styled.footer`
  padding-bottom: env(safe-area-inset-bottom);
`;

const LogoutButton = styled.button`
  margin-top: 8px;
  padding: 4px 12px;
  border: 1px solid #ddd;
  border-radius: 14px;
  background: transparent;
  color: #666;
  font-size: 12px;
`;

const RouterControl = styled.nav`
  position: fixed;
  right: 12px;
  bottom: calc(72px + env(safe-area-inset-bottom));
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: 8px;
  button {
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    font-size: 18px;
  }
`;

export interface SiteFrameProps {
  layout: 'default' | 'dejin' | 'listPage' | 'docDetail';
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every layout shares: header or banner slot, body, footer slot. In mini-program mode the
 * header is hidden and a back/forward router control appears (spec §2).
 */
export function SiteFrame({ layout, header, footer, children }: SiteFrameProps) {
  const root = useRootData();
  const session = useSession();
  const navigate = useNavigate();
  const miniProgram = root?.isMiniProgram ?? false;
  const [params] = useSearchParams();
  // A preview page shows its countdown banner and watermark instead of the header (spec §2).
  const previewPage = isPreviewActor(useParams().actor);
  const reserveBanner = header === undefined && !(root?.isOwnClient ?? false) && !params.has(PREVIEW_QUERY_FLAG);
  return (
    <Page data-layout={layout}>
      {miniProgram || previewPage ? null : <Header data-slot="header" $reserve={reserveBanner}>{header ?? <SiteHeader bottomBar={layout === 'docDetail'} />}</Header>}
      <Main>{children}</Main>
      <Footer data-slot="footer">{footer ?? (
          <SiteFooter siteName={root?.site.banner?.siteName}>
            {session.loggedIn ? (
              <LogoutButton type="button" onClick={() => void session.logout()}>
                退出登录
              </LogoutButton>
            ) : null}
          </SiteFooter>
        )}</Footer>
      {miniProgram ? (
        <RouterControl aria-label="router control" data-testid="router-control">
          <button type="button" aria-label="back" onClick={() => navigate(-1)}>
            ‹
          </button>
          <button type="button" aria-label="forward" onClick={() => navigate(1)}>
            ›
          </button>
        </RouterControl>
      ) : null}
    </Page>
  );
}
