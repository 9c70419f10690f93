import type { LoginPanelProps } from '@share/auth';
import { useLoginPanel } from '@share/auth';
import { PhoneLoginPanel } from '@share/ui';

/** The login panel: auth's login logic rendered by the design system's sheet (spec §4, §5). */
export function LoginPanel(props: LoginPanelProps) {
  return <PhoneLoginPanel {...useLoginPanel(props)} />;
}
