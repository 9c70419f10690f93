import styled from 'styled-components';
import { SHARE_BASE_PATH } from '@share/contract/browser';
import { DefaultLogoIcon, Image, loggedOutOnly, PrimaryAction, ScreenRoot } from '@share/ui';
import { AUTH_BACK_HOME, AUTH_DESCRIPTION, AUTH_LOGGED_IN, AUTH_LOGIN, AUTH_TITLE } from './messages';

const Card = styled.div`
  margin: ${({ theme }) => theme.space.lg};
  padding: 32px ${({ theme }) => theme.space.xl};
  border-radius: 12px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img,
  svg {
    display: block;
    margin: 0 auto;
    width: 64px;
    height: 64px;
    border-radius: 16px;
  }
  h1 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Primary = styled(PrimaryAction).attrs({ as: 'button' })`
  ${loggedOutOnly}
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** The logged-out title: hidden at first paint where a session is stored, until it is restored. */
const LoggedOutTitle = styled.h1`
  ${loggedOutOnly}
`;

const Secondary = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.meta};
`;

export interface AuthViewProps {
  /** The site's name (the app info's site_name). */
  siteName?: string | null;
  /** The site's logo (the app info's site_logo); the default logo without one. */
  siteLogo?: string | null;
  /** The visitor is logged in (the page offers logging out). */
  loggedIn?: boolean;
  /** The logged-in user's name, under 你已登录. */
  userName?: string | null;
  /** Opens the phone login panel (the app wires @share/auth's openLogin). */
  onLogin?: () => void;
}

/** Authentication page (spec §2 /auth): why to log in, and the button that opens the login panel. */
export function AuthView({ siteName, siteLogo, loggedIn = false, userName, onLogin }: AuthViewProps) {
  return (
    <ScreenRoot name="Auth" status="ok">
      <Card>
        <Image src={siteLogo} alt="" fallback={<DefaultLogoIcon size={64} />} />
        {loggedIn ? (
          <h1>{AUTH_LOGGED_IN}</h1>
        ) : (
          <LoggedOutTitle>{siteName ? `${AUTH_TITLE}${siteName}` : AUTH_TITLE}</LoggedOutTitle>
        )}
        <p>{loggedIn && userName ? userName : AUTH_DESCRIPTION}</p>
        {loggedIn ? null : (
          <Primary type="button" onClick={onLogin}>
            {AUTH_LOGIN}
          </Primary>
        )}
        <Secondary href={`${SHARE_BASE_PATH}/`}>{AUTH_BACK_HOME}</Secondary>
      </Card>
    </ScreenRoot>
  );
}
