// Container of the /auth page (我的): the view with the visitor's session. The server's HTML is the
// logged-out page for everyone; its login call is hidden at first paint where a session is stored
// (html[data-session="user"]), and the logged-in page shows once the session is restored.
import { useSession } from '@share/auth';
import { AuthView } from './auth-view';

export interface AuthPageProps {
  /** The site's name (the app info's site_name). */
  siteName?: string | null;
  /** The site's logo (the app info's site_logo); the default logo without one. */
  siteLogo?: string | null;
}

export function AuthPage({ siteName, siteLogo }: AuthPageProps) {
  const session = useSession();
  return (
    <AuthView
      siteName={siteName}
      siteLogo={siteLogo}
      loggedIn={Boolean(session.token)}
      userName={session.user?.alias ?? null}
      onLogin={session.openLogin}
    />
  );
}
