// The login panel's container: useLoginPanel's state shown by the view. A chunk of its own, which
// LoginPanel loads when the panel first opens.
import type { LoginPanelProps } from '@share/auth';
import { PhoneLoginPanel } from './phone-login-panel';
import { useLoginPanel } from './use-login-panel';

export function LoginPanelContainer(props: LoginPanelProps) {
  return <PhoneLoginPanel {...useLoginPanel(props)} />;
}
