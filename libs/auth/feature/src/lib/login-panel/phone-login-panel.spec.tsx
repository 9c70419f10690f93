import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  PRIVACY_POLICY_PATH as PRIVACY_POLICY_URL,
  USER_AGREEMENT_PATH as USER_AGREEMENT_URL,
} from '@share/contract/browser';
import { labelCountdown, MSG_AGREEMENT_REQUIRED } from './messages';
import * as stories from './phone-login-panel.stories';

const {
  Empty,
  InvalidPhone,
  ValidPhone,
  CodeSentCounting,
  PasswordMode,
  AgreementUnticked,
  Submitting,
  Retrying402,
  ErrorMessage,
  AgreementFrame,
  TypingPhone,
} = composeStories(stories);

const login = () => screen.getByRole('button', { name: '登录' });
const sendCode = () => screen.getByRole('button', { name: /获取验证码|s后重新获取/ });

describe('PhoneLoginPanel stories', () => {
  it('Empty: login disabled, send-code dimmed, code field max length 6, no password switch', () => {
    render(<Empty />);
    expect(screen.getByRole('dialog', { name: '手机号登录' })).toBeInTheDocument();
    expect(login()).toBeDisabled();
    expect(sendCode()).toHaveAttribute('data-dimmed', 'true');
    expect(screen.getByPlaceholderText('请输入验证码')).toHaveAttribute('maxLength', '6');
    expect(screen.queryByRole('button', { name: '密码登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked();
  });

  it('ValidPhone: shows the phone grouped 3-4-4 and undims send-code', () => {
    render(<ValidPhone />);
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('138 0013 8000');
    expect(sendCode()).toHaveAttribute('data-dimmed', 'false');
    expect(sendCode()).toBeEnabled();
    expect(login()).toBeDisabled();
  });

  it('InvalidPhone: send-code stays dimmed and login disabled for a phone outside 1[3-9]', () => {
    render(<InvalidPhone />);
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('120 1234 567');
    expect(sendCode()).toHaveAttribute('data-dimmed', 'true');
    expect(sendCode()).toBeDisabled();
    expect(login()).toBeDisabled();
  });

  it('CodeSentCounting: the button shows the seconds left and waits', () => {
    render(<CodeSentCounting />);
    expect(screen.getByRole('button', { name: labelCountdown(59) })).toBeDisabled();
    expect(screen.getByText('59s后重新获取')).toBeInTheDocument();
    expect(login()).toBeEnabled();
  });

  it('PasswordMode: a password field, the switch back and the wechat option', () => {
    render(<PasswordMode />);
    expect(screen.getByRole('dialog', { name: '密码登录' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入密码')).toHaveAttribute('type', 'password');
    expect(screen.queryByPlaceholderText('请输入验证码')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '验证码登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '微信登录' })).toBeInTheDocument();
    expect(login()).toBeEnabled();
  });

  it('AgreementUnticked: the box is unticked and the agreement message shows', () => {
    render(<AgreementUnticked />);
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(MSG_AGREEMENT_REQUIRED);
    expect(MSG_AGREEMENT_REQUIRED).toBe('请勾选阅读并同意《用户协议》《隐私政策》');
  });

  it('Submitting: the button is busy and disabled', () => {
    render(<Submitting />);
    const button = screen.getByRole('button', { name: '登录中…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('Retrying402: the button stays busy while the submit is retried', () => {
    render(<Retrying402 />);
    expect(screen.getByRole('button', { name: '登录中…' })).toBeDisabled();
  });

  it('ErrorMessage: shows the server message', () => {
    render(<ErrorMessage />);
    expect(screen.getByRole('status')).toHaveTextContent('验证码错误，还可尝试4次');
  });

  it('AgreementFrame: loads the agreement from its address', () => {
    render(<AgreementFrame />);
    const frame = screen.getByRole('dialog', { name: '用户协议' });
    expect(within(frame).getByTitle('用户协议')).toHaveAttribute('src', USER_AGREEMENT_URL);
    expect(USER_AGREEMENT_URL).toBe('/davmu/agreement/user_agreement');
    expect(PRIVACY_POLICY_URL).toBe('/davmu/agreement/privacy_policy');
  });

  it('reports typed digits without spaces and the agreement links', async () => {
    const onPhoneChange = jest.fn();
    const onOpenAgreement = jest.fn();
    render(<Empty onPhoneChange={onPhoneChange as never} onOpenAgreement={onOpenAgreement as never} />);
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '138 0013 80009' } });
    expect(onPhoneChange).toHaveBeenLastCalledWith('13800138000');
    fireEvent.click(screen.getByRole('button', { name: '《隐私政策》' }));
    expect(onOpenAgreement).toHaveBeenCalledWith('privacy');
  });

  it('TypingPhone play passes', async () => {
    const { container } = render(<TypingPhone />);
    await TypingPhone.play?.({ canvasElement: container } as never);
  });
});
