// The login panel (spec §4, §5) as AuthProvider renders it: useLoginPanel's state shown by the view.
// The view is a chunk of its own, loaded when the panel first opens (most visits never log in).
import type { LoginPanelProps } from '@share/auth';
import { lazyOverlay } from '@share/ui';
import { useLoginPanel } from './use-login-panel';

const PhoneLoginPanel = lazyOverlay(() => import('./phone-login-panel').then((m) => m.PhoneLoginPanel));

/** Pass it as AuthProvider's loginPanel. */
export function LoginPanel(props: LoginPanelProps) {
  return <PhoneLoginPanel {...useLoginPanel(props)} />;
}
