// The login panel's logic, as a hook: opened by the app-wide openLogin event, fields reset on open,
// the agreement rule, the 60 s code countdown, submit with the 402 retry (auth's submitLogin),
// closed on success. It returns the props of the panel's view, declared once beside the view.
import { useCallback, useEffect, useRef, useState } from 'react';
import { authEvents, sendLoginCode, submitLogin, type LoginPanelProps } from '@share/auth';
import type { LoginMode } from '@share/util-format';
import { MSG_AGREEMENT_REQUIRED } from './messages';
import type { AgreementKind, PhoneLoginPanelProps } from './phone-login-panel';
import { useCodeCountdown } from './use-code-countdown';

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
}: LoginPanelProps): PhoneLoginPanelProps {
  const [open, setOpen] = useState(initiallyOpen);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [countdown, startCountdown] = useCodeCountdown();
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

  const patch = (next: Partial<FormState>) => setForm((previous) => ({ ...previous, ...next }));

  const agreedOrWarn = useCallback((): boolean => {
    if (form.agreed) return true;
    depsRef.current.notify(MSG_AGREEMENT_REQUIRED);
    return false;
  }, [form.agreed]);

  const onSendCode = async () => {
    if (!agreedOrWarn()) return;
    const sent = await sendLoginCode(depsRef.current, form.phone);
    if (sent && mounted.current) startCountdown();
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
