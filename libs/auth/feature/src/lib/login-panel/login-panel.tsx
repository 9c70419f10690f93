// The login panel (spec §4, §5) as AuthProvider renders it. Most visits never log in: until the
// app-wide openLogin event first asks for it, the page carries none of its code (its state hook,
// the SMS countdown, the view); that event loads the container's chunk, which opens on arrival and
// listens for the next openLogin itself. Its chunk loads once the page is idle, so that a tap on
// 登录 does not wait for the network on a slow phone (issue 62).
import { useEffect, useState } from 'react';
import { authEvents, type LoginPanelProps } from '@share/auth';
import { lazyComponent, preloadWhenIdle } from '@share/ui';

const LoginPanelContainer = lazyComponent(() => import('./login-panel-container').then((m) => m.LoginPanelContainer));

/** Pass it as AuthProvider's loginPanel. */
export function LoginPanel(props: LoginPanelProps) {
  const [asked, setAsked] = useState(Boolean(props.initiallyOpen));
  useEffect(() => preloadWhenIdle([LoginPanelContainer]), []);
  useEffect(() => {
    if (asked) return;
    const onOpen = () => setAsked(true);
    authEvents.on('openLogin', onOpen);
    return () => authEvents.off('openLogin', onOpen);
  }, [asked]);
  return asked ? <LoginPanelContainer {...props} initiallyOpen /> : null;
}
