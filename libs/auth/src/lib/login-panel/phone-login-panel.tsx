// The phone-login panel of spec §4, §5: a props-only view. It may not import the design system
// (data-access), so it styles itself and reads the theme colour defensively.
import { useId } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { CODE_LENGTH, PRIVACY_POLICY_URL, USER_AGREEMENT_URL } from '../constants';
import {
  LABEL_AGREEMENT_PREFIX,
  LABEL_CLOSE,
  LABEL_CODE,
  LABEL_LOGGING_IN,
  LABEL_LOGIN,
  LABEL_OTHER_WAYS,
  LABEL_PANEL_TITLE,
  LABEL_PASSWORD,
  LABEL_PASSWORD_TITLE,
  LABEL_PHONE,
  LABEL_PRIVACY_POLICY,
  LABEL_SEND_CODE,
  LABEL_USE_CODE,
  LABEL_USE_PASSWORD,
  LABEL_USER_AGREEMENT,
  LABEL_WECHAT,
  labelCountdown,
  PLACEHOLDER_CODE,
  PLACEHOLDER_PASSWORD,
  PLACEHOLDER_PHONE,
  TITLE_PRIVACY_POLICY,
  TITLE_USER_AGREEMENT,
} from '../messages';
import { canSubmitLogin, clampCode, formatPhone, isValidPhone, stripPhone, type LoginMode } from '../phone';

export type AgreementKind = 'user' | 'privacy';

export interface PhoneLoginPanelProps {
  open: boolean;
  mode: LoginMode;
  /** Digits only; shown grouped 3-4-4. */
  phone: string;
  code: string;
  password: string;
  agreed: boolean;
  /** Seconds left before another code may be sent; 0 when idle. */
  countdown: number;
  submitting?: boolean;
  /** Offer the password switch (spec §4: not in the visible markup by default). */
  allowPasswordMode?: boolean;
  /** Offer the wechat (mini-program) login option. */
  showWechat?: boolean;
  /** The agreement shown in a frame, if any. */
  agreement?: AgreementKind | null;
  /** A toast bubble (used when the app wires no toast of its own). */
  toast?: string | null;
  onPhoneChange: (digits: string) => void;
  onCodeChange: (code: string) => void;
  onPasswordChange: (password: string) => void;
  onAgreedChange: (agreed: boolean) => void;
  onSendCode: () => void;
  onSubmit: () => void;
  onClose: () => void;
  onModeChange?: (mode: LoginMode) => void;
  onWechatLogin?: () => void;
  onOpenAgreement: (kind: AgreementKind) => void;
  onCloseAgreement: () => void;
}

const FALLBACK_PRIMARY = '#FF4A26';
function primary({ theme }: { theme: DefaultTheme }): string {
  return (theme as { colors?: { primary?: string } } | undefined)?.colors?.primary ?? FALLBACK_PRIMARY;
}

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(0, 0, 0, 0.55);
`;

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 901;
  padding: 24px 24px calc(24px + env(safe-area-inset-bottom, 0px));
  border-radius: 12px 12px 0 0;
  background: #fff;
  color: #222;
  font-size: 16px;
`;

const Title = styled.h2`
  margin: 0 0 20px;
  font-size: 20px;
  font-weight: 600;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  width: 32px;
  height: 32px;
  border: 0;
  background: none;
  font-size: 22px;
  line-height: 1;
  color: #999;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  height: 48px;
  margin-bottom: 12px;
  border-bottom: 1px solid #eee;
`;

const HiddenLabel = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  outline: none;
  font-size: 16px;
  background: transparent;
`;

const TextButton = styled.button<{ $dimmed?: boolean }>`
  flex: none;
  border: 0;
  background: none;
  font-size: 14px;
  color: ${primary};
  ${({ $dimmed }) =>
    $dimmed &&
    css`
      opacity: 0.4;
    `}
  &:disabled {
    cursor: default;
  }
`;

const SubmitButton = styled.button`
  display: block;
  width: 100%;
  height: 46px;
  margin-top: 20px;
  border: 0;
  border-radius: 23px;
  background: ${primary};
  color: #fff;
  font-size: 17px;
  &:disabled {
    opacity: 0.4;
  }
`;

const Agreement = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-top: 16px;
  font-size: 12px;
  color: #999;
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font-size: 12px;
  color: ${primary};
`;

const Others = styled.div`
  display: flex;
  justify-content: center;
  gap: 24px;
  margin-top: 20px;
  font-size: 13px;
  color: #666;
`;

const Frame = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  display: flex;
  flex-direction: column;
  background: #fff;
  iframe {
    flex: 1;
    width: 100%;
    border: 0;
  }
`;

const FrameBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 44px;
  padding: 0 12px 0 16px;
  border-bottom: 1px solid #eee;
  font-size: 16px;
`;

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  z-index: 1000;
  max-width: 76%;
  padding: 12px 20px;
  border-radius: 8px;
  background: rgba(17, 17, 17, 0.82);
  color: #fff;
  font-size: 14px;
  text-align: center;
  white-space: pre-line;
  pointer-events: none;
`;

/** The phone-login panel; all state comes in through props. */
export function PhoneLoginPanel(props: PhoneLoginPanelProps) {
  const {
    open,
    mode,
    phone,
    code,
    password,
    agreed,
    countdown,
    submitting = false,
    allowPasswordMode = false,
    showWechat = false,
    agreement = null,
    toast = null,
  } = props;
  const ids = useId();
  const phoneValid = isValidPhone(phone);
  const canSubmit = canSubmitLogin({ phone, code, password, mode }) && !submitting;
  const titleId = `${ids}-title`;

  return (
    <>
      {open && (
        <>
          <Mask data-testid="login-mask" onClick={props.onClose} />
          <Sheet role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <Title id={titleId}>{mode === 'code' ? LABEL_PANEL_TITLE : LABEL_PASSWORD_TITLE}</Title>
            <CloseButton type="button" aria-label={LABEL_CLOSE} onClick={props.onClose}>
              ×
            </CloseButton>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (canSubmit) props.onSubmit();
              }}
            >
              <Field>
                <HiddenLabel htmlFor={`${ids}-phone`}>{LABEL_PHONE}</HiddenLabel>
                <Input
                  id={`${ids}-phone`}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  placeholder={PLACEHOLDER_PHONE}
                  maxLength={13}
                  value={formatPhone(phone)}
                  onChange={(event) => props.onPhoneChange(stripPhone(event.target.value))}
                />
              </Field>
              {mode === 'code' ? (
                <Field>
                  <HiddenLabel htmlFor={`${ids}-code`}>{LABEL_CODE}</HiddenLabel>
                  <Input
                    id={`${ids}-code`}
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder={PLACEHOLDER_CODE}
                    maxLength={CODE_LENGTH}
                    value={code}
                    onChange={(event) => props.onCodeChange(clampCode(event.target.value))}
                  />
                  <TextButton
                    type="button"
                    $dimmed={!phoneValid || countdown > 0}
                    data-dimmed={!phoneValid || countdown > 0 ? 'true' : 'false'}
                    disabled={!phoneValid || countdown > 0}
                    onClick={props.onSendCode}
                  >
                    {countdown > 0 ? labelCountdown(countdown) : LABEL_SEND_CODE}
                  </TextButton>
                </Field>
              ) : (
                <Field>
                  <HiddenLabel htmlFor={`${ids}-password`}>{LABEL_PASSWORD}</HiddenLabel>
                  <Input
                    id={`${ids}-password`}
                    type="password"
                    autoComplete="current-password"
                    placeholder={PLACEHOLDER_PASSWORD}
                    value={password}
                    onChange={(event) => props.onPasswordChange(event.target.value)}
                  />
                </Field>
              )}
              <SubmitButton type="submit" disabled={!canSubmit} aria-busy={submitting}>
                {submitting ? LABEL_LOGGING_IN : LABEL_LOGIN}
              </SubmitButton>
            </form>
            <Agreement>
              <input
                id={`${ids}-agree`}
                type="checkbox"
                checked={agreed}
                onChange={(event) => props.onAgreedChange(event.target.checked)}
              />
              <label htmlFor={`${ids}-agree`}>{LABEL_AGREEMENT_PREFIX}</label>
              <LinkButton type="button" onClick={() => props.onOpenAgreement('user')}>
                {LABEL_USER_AGREEMENT}
              </LinkButton>
              <LinkButton type="button" onClick={() => props.onOpenAgreement('privacy')}>
                {LABEL_PRIVACY_POLICY}
              </LinkButton>
            </Agreement>
            {(allowPasswordMode || showWechat) && (
              <Others aria-label={LABEL_OTHER_WAYS}>
                {allowPasswordMode && (
                  <TextButton type="button" onClick={() => props.onModeChange?.(mode === 'code' ? 'password' : 'code')}>
                    {mode === 'code' ? LABEL_USE_PASSWORD : LABEL_USE_CODE}
                  </TextButton>
                )}
                {showWechat && (
                  <TextButton type="button" onClick={props.onWechatLogin}>
                    {LABEL_WECHAT}
                  </TextButton>
                )}
              </Others>
            )}
          </Sheet>
          {agreement && (
            <Frame role="dialog" aria-label={agreement === 'user' ? TITLE_USER_AGREEMENT : TITLE_PRIVACY_POLICY}>
              <FrameBar>
                <span>{agreement === 'user' ? TITLE_USER_AGREEMENT : TITLE_PRIVACY_POLICY}</span>
                <CloseButton as="button" type="button" aria-label={LABEL_CLOSE} onClick={props.onCloseAgreement} style={{ position: 'static' }}>
                  ×
                </CloseButton>
              </FrameBar>
              <iframe
                title={agreement === 'user' ? TITLE_USER_AGREEMENT : TITLE_PRIVACY_POLICY}
                src={agreement === 'user' ? USER_AGREEMENT_URL : PRIVACY_POLICY_URL}
              />
            </Frame>
          )}
        </>
      )}
      {toast && (
        <Bubble role="status" aria-live="polite">
          {toast}
        </Bubble>
      )}
    </>
  );
}
