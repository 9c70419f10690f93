// The phone-login panel of spec §4, §5: a props-only view on the design system's overlays (a bottom
// sheet, the agreement in the popup frame, the toast). useLoginPanel (next to it) computes its props;
// LoginPanelContainer renders one with the other, in the chunk LoginPanel loads when the panel first opens.
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from '@share/contract/browser';
import { BottomSheet, CloseIcon, PopupIframe, Toast } from '@share/ui';
import {
  canSubmitLogin,
  clampCode,
  CODE_LENGTH,
  formatPhone,
  isValidPhone,
  stripPhone,
  type LoginMode,
} from '@share/util-format';
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
} from './messages';

export type AgreementKind = 'user' | 'privacy';

/** The panel's whole state and callbacks: what useLoginPanel returns and the view renders (the one declaration). */
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

const Sheet = styled(BottomSheet)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-left: ${({ theme }) => theme.space.xxl};
  padding-right: ${({ theme }) => theme.space.xxl};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  width: 32px;
  height: 32px;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.meta};
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
  font-size: ${({ theme }) => theme.fontSizes.body};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
`;

const TextButton = styled.button<{ $dimmed?: boolean }>`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.primary};
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
  margin-top: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.title};
  &:disabled {
    opacity: 0.4;
  }
`;

const Agreement = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const LinkButton = styled.button`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const Others = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxl};
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textSecondary};
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
      <Sheet open={open} onClose={props.onClose} labelledBy={titleId} maskTestId="login-mask">
        <Title id={titleId}>{mode === 'code' ? LABEL_PANEL_TITLE : LABEL_PASSWORD_TITLE}</Title>
        <CloseButton type="button" aria-label={LABEL_CLOSE} onClick={props.onClose}>
          <CloseIcon size={22} />
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
      <PopupIframe
        open={open && agreement !== null}
        title={agreement === 'privacy' ? TITLE_PRIVACY_POLICY : TITLE_USER_AGREEMENT}
        src={agreement === 'privacy' ? PRIVACY_POLICY_PATH : USER_AGREEMENT_PATH}
        onClose={props.onCloseAgreement}
      />
      <Toast message={toast} />
    </>
  );
}
