import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MSG_AGREEMENT_REQUIRED } from './messages';
import { PhoneLoginPanel } from './phone-login-panel';

const meta = {
  title: 'Login panel/PhoneLoginPanel',
  component: PhoneLoginPanel,
  args: {
    open: true,
    mode: 'code',
    phone: '',
    code: '',
    password: '',
    agreed: false,
    countdown: 0,
    onPhoneChange: fn(),
    onCodeChange: fn(),
    onPasswordChange: fn(),
    onAgreedChange: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
    onClose: fn(),
    onModeChange: fn(),
    onOpenAgreement: fn(),
    onCloseAgreement: fn(),
  },
} satisfies Meta<typeof PhoneLoginPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Just opened: every field empty, login disabled, send-code dimmed. */
export const Empty: Story = {};

/** A phone that is no mobile number (it must be 1[3-9] and 11 digits): send-code stays dimmed, login disabled. */
export const InvalidPhone: Story = { args: { phone: '1201234567', code: '123456', agreed: true } };

/** A valid phone, grouped 3-4-4; send-code is active, login waits for a code. */
export const ValidPhone: Story = { args: { phone: '13800138000', agreed: true } };

/** A code was sent: the button counts down from 60 s. */
export const CodeSentCounting: Story = { args: { phone: '13800138000', code: '1234', agreed: true, countdown: 59 } };

/** Password mode, with the switch and the wechat option offered. */
export const PasswordMode: Story = {
  args: {
    mode: 'password',
    phone: '13800138000',
    password: 'secret1',
    agreed: true,
    allowPasswordMode: true,
    showWechat: true,
    onWechatLogin: fn(),
  },
};

/** Login tapped with the agreement box unticked: the agreement message, nothing sent. */
export const AgreementUnticked: Story = {
  args: { phone: '13800138000', code: '123456', toast: MSG_AGREEMENT_REQUIRED },
};

/** Login in flight. */
export const Submitting: Story = { args: { phone: '13800138000', code: '123456', agreed: true, submitting: true } };

/**
 * The platform answered 402 (a new account's profile is not ready): the submit is retried after
 * 100 ms, up to 3 times, and the panel stays busy meanwhile (the retry itself is LoginPanel's story).
 */
export const Retrying402: Story = { args: { phone: '13800138000', code: '123456', agreed: true, submitting: true } };

/** The server refused the code. */
export const ErrorMessage: Story = {
  args: { phone: '13800138000', code: '000000', agreed: true, toast: '验证码错误，还可尝试4次' },
};

/** The user agreement open in its frame. */
export const AgreementFrame: Story = { args: { agreement: 'user' } };

/** Typing a phone reports its digits (the parent keeps them). */
export const TypingPhone: Story = {
  play: async ({ canvasElement, args }) => {
    // The sheet is portalled to <body>, outside the story's canvas.
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByPlaceholderText('请输入手机号'), '138 0013');
    await expect(args.onPhoneChange).toHaveBeenCalled();
  },
};
