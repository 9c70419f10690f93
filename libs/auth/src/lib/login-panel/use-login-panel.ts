// The login panel's logic, as a hook: opened by the app-wide openLogin event, fields reset on open,
// the agreement rule, the 60 s code countdown, submit with the 402 retry, closed on success. It
// returns the props of the panel's view, which lives in @share/ui (auth may not import the design
// system); the app renders one with the other.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoginMode } from '@share/util-format';
import { authEvents } from '../auth-events';
import { sendLoginCode, submitLogin, type AuthDeps } from '../auth-flows';
import { CODE_COUNTDOWN_S } from '../constants';
import { MSG_AGREEMENT_REQUIRED } from '../messages';

export type AgreementKind = 'user' | 'privacy';

/** What the panel's view shows and reports (the props of @share/ui's PhoneLoginPanel). */
export interface LoginPanelViewProps {
  open: boolean;
  mode: LoginMode;
  phone: string;
  code: string;
  password: string;
  agreed: boolean;
  countdown: number;
  submitting: boolean;
  allowPasswordMode?: boolean;
  showWechat: boolean;
  agreement: AgreementKind | null;
  toast?: string | null;
  onPhoneChange: (digits: string) => void;
  onCodeChange: (code: string) => void;
  onPasswordChange: (password: string) => void;
  onAgreedChange: (agreed: boolean) => void;
  onModeChange: (mode: LoginMode) => void;
  onSendCode: () => void;
  onSubmit: () => void;
  onClose: () => void;
  onWechatLogin?: () => void;
  onOpenAgreement: (kind: AgreementKind) => void;
  onCloseAgreement: () => void;
}

export interface LoginPanelProps extends AuthDeps {
  allowPasswordMode?: boolean;
  /** When given, the wechat option is shown and called with the current path. */
  onWechatLogin?: (currentPath: string) => void;
  /** The provider's own toast bubble when the app wires no toast. */
  toast?: string | null;
  /** Start open (stories, tests). */
  initiallyOpen?: boolean;
}

interface FormState {
  mode: LoginMode;
  phone: string;
  code: string;
  password: string;
  agreed: boolean;
}

const EMPTY_FORM: FormState = { mode: 'code', phone: '', code: '', password: '', agreed: false };

function currentPath(): string {
  return typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
}

export function useLoginPanel({
  allowPasswordMode,
  onWechatLogin,
  toast,
  initiallyOpen = false,
  ...deps
}: LoginPanelProps): LoginPanelViewProps {
  const [open, setOpen] = useState(initiallyOpen);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [countdown, setCountdown] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [agreement, setAgreement] = useState<AgreementKind | null>(null);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const onOpen = () => {
      setForm(EMPTY_FORM);
      setAgreement(null);
      setSubmitting(false);
      setOpen(true);
    };
    authEvents.on('openLogin', onOpen);
    return () => authEvents.off('openLogin', onOpen);
  }, []);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const patch = (next: Partial<FormState>) => setForm((previous) => ({ ...previous, ...next }));

  const agreedOrWarn = useCallback((): boolean => {
    if (form.agreed) return true;
    depsRef.current.notify(MSG_AGREEMENT_REQUIRED);
    return false;
  }, [form.agreed]);

  const onSendCode = async () => {
    if (!agreedOrWarn()) return;
    const sent = await sendLoginCode(depsRef.current, form.phone);
    if (sent && mounted.current) setCountdown(CODE_COUNTDOWN_S);
  };

  const onSubmit = async () => {
    if (submitting || !agreedOrWarn()) return;
    setSubmitting(true);
    const ok = await submitLogin(depsRef.current, form);
    if (!mounted.current) return;
    setSubmitting(false);
    if (ok) setOpen(false);
  };

  return {
    open,
    mode: form.mode,
    phone: form.phone,
    code: form.code,
    password: form.password,
    agreed: form.agreed,
    countdown,
    submitting,
    allowPasswordMode,
    showWechat: Boolean(onWechatLogin),
    agreement,
    toast,
    onPhoneChange: (phone) => patch({ phone }),
    onCodeChange: (code) => patch({ code }),
    onPasswordChange: (password) => patch({ password }),
    onAgreedChange: (agreed) => patch({ agreed }),
    onModeChange: (mode) => patch({ mode }),
    onSendCode: () => void onSendCode(),
    onSubmit: () => void onSubmit(),
    onClose: () => setOpen(false),
    onWechatLogin: onWechatLogin ? () => onWechatLogin(currentPath()) : undefined,
    onOpenAgreement: setAgreement,
    onCloseAgreement: () => setAgreement(null),
  };
}
