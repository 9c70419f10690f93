import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BANNER_CONFIG_REREAD_MS } from '../constants';
import { DefaultLogoIcon, MenuIcon } from '../icons';
import { useImageFailed } from '../use-image-failed';
import { Image } from '../image/image';
import { UserAvatar } from '../user-avatar/user-avatar';
import { loggedOutOnly } from '../session-hint/logged-out-only';
import {
  BANNER_DEFAULT_DESCRIPTION,
  BANNER_DEFAULT_LOGO_ALT,
  BANNER_LOGIN,
  BANNER_NAVIGATION,
  BANNER_OPEN_APP,
} from '../messages';

/** The h5_config fields the banner shows (spec §3). */
export interface BannerConfig {
  siteName?: string | null;
  siteLogo?: string | null;
  description?: string | null;
}

export interface BannerUser {
  avatar?: string | null;
  name?: string | null;
}

export interface OpenAppBannerProps {
  /** Configuration known at render time (e.g. from the server). */
  config?: BannerConfig | null;
  /**
   * Reads the current configuration; called at mount and again after 500 ms, because the page
   * environment may fill it in late (spec §2). Its result wins over `config`.
   */
  readConfig?: () => BannerConfig | null | undefined;
  /** Inside the product's own client the banner is not shown. */
  isOwnClient?: boolean;
  /** With the preview query flag the banner is not shown. */
  hasPreviewFlag?: boolean;
  /** The logged-in user; without one the login control shows. */
  user?: BannerUser | null;
  /** 登录 was tapped (shown without a user). */
  onLogin?: () => void;
  /** The openApp event of spec §2. */
  onOpenApp: () => void;
  /** The navigation control was tapped. */
  onNavigate?: () => void;
  /**
   * The download page: the open-app button is a link to it, so it works before (and without)
   * JavaScript; once hydrated a tap emits openApp instead.
   */
  downloadHref?: string | null;
  /** Laid over the open-app button (WeChat's open tag, which launches the app itself). */
  openAction?: ReactNode;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.banner};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.sizes.header};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

const Logo = styled.img`
  flex: 0 0 36px;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.lg};
  object-fit: cover;
`;

const LogoFallback = styled.span`
  flex: 0 0 36px;
  display: flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  line-height: 1.3;
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 15px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  /* The slogan wraps onto a second line at the smallest type size (at 390 px the default one needs
     it); a longer configured one is cut after two lines. */
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    margin-top: 1px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const LoginButton = styled.button`
  ${loggedOutOnly}
  flex: none;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Avatar = styled(Image)`
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  object-fit: cover;
`;

const OpenSlot = styled.div`
  position: relative;
  flex: none;
  display: flex;
`;

const OpenButton = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  height: 30px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark} !important;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const NavButton = styled.button`
  flex: none;
  display: flex;
  padding: ${({ theme }) => theme.space.xs};
  margin-right: -${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
`;

const pick = (...values: Array<string | null | undefined>) => values.find((v) => v) ?? undefined;

/** The site logo, or the default image when there is none or it fails to load (spec §2). */
function SiteLogo({ src, alt }: { src?: string; alt: string }) {
  const { failed, imgRef, onError } = useImageFailed(src);
  if (src && !failed) return <Logo ref={imgRef} src={src} alt={alt} onError={onError} />;
  return (
    <LogoFallback role="img" aria-label={alt}>
      <DefaultLogoIcon size={36} />
    </LogoFallback>
  );
}

/**
 * Open-app banner of spec §2: shown outside the product's own client and without the preview query
 * flag. It is rendered on the server with the configuration known there (logo, name, description,
 * and an open-app link to the download page), and reads the page environment's configuration at
 * mount and 500 ms later.
 */
export function OpenAppBanner({
  config,
  readConfig,
  isOwnClient = false,
  hasPreviewFlag = false,
  user,
  onLogin,
  onOpenApp,
  onNavigate,
  downloadHref,
  openAction,
}: OpenAppBannerProps) {
  const [readBack, setReadBack] = useState<BannerConfig | null | undefined>(undefined);

  // Read through a ref: the reads happen at mount and 500 ms later, whatever the parent re-renders.
  const readRef = useRef(readConfig);
  readRef.current = readConfig;

  useEffect(() => {
    const read = () => {
      if (readRef.current) setReadBack(readRef.current());
    };
    read();
    const timer = setTimeout(read, BANNER_CONFIG_REREAD_MS);
    return () => clearTimeout(timer);
  }, []);

  if (isOwnClient || hasPreviewFlag) return null;

  const siteLogo = pick(readBack?.siteLogo, config?.siteLogo);
  const siteName = pick(readBack?.siteName, config?.siteName);
  const description = pick(readBack?.description, config?.description) ?? BANNER_DEFAULT_DESCRIPTION;

  return (
    <Bar data-testid="open-app-banner">
      <SiteLogo src={siteLogo} alt={siteLogo ? (siteName ?? BANNER_DEFAULT_LOGO_ALT) : BANNER_DEFAULT_LOGO_ALT} />
      <Text>
        {siteName ? <strong>{siteName}</strong> : null}
        <span>{description}</span>
      </Text>
      {user ? (
        user.avatar ? (
          <Avatar src={user.avatar} alt={user.name ?? ''} fallback={<UserAvatar name={user.name} size={28} />} />
        ) : null
      ) : (
        <LoginButton type="button" onClick={onLogin}>
          {BANNER_LOGIN}
        </LoginButton>
      )}
      <OpenSlot>
        {/* A link that acts as a button once hydrated: without JavaScript it opens the download page. */}
        <OpenButton
          role="button"
          href={downloadHref ?? undefined}
          onClick={(event) => {
            event.preventDefault();
            onOpenApp();
          }}
        >
          {BANNER_OPEN_APP}
        </OpenButton>
        {openAction}
      </OpenSlot>
      <NavButton type="button" aria-label={BANNER_NAVIGATION} onClick={onNavigate}>
        <MenuIcon size={22} />
      </NavButton>
    </Bar>
  );
}
