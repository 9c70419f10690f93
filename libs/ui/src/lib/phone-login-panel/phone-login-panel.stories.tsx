import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MSG_AGREEMENT_REQUIRED } from '../messages';
import { PhoneLoginPanel } from './phone-login-panel';

const meta = {
  title: 'Overlays/PhoneLoginPanel',
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

/** A valid phone, grouped 3-4-4; send-code is active, login waits for a code. */
export const ValidPhone: Story = { args: { phone: '13800138000', agreed: true } };

/** A code was sent: the button counts down. */
export const Countdown: Story = { args: { phone: '13800138000', code: '1234', agreed: true, countdown: 59 } };

/** Password mode, with the switch and the wechat option offered. */
export const PasswordMode: Story = {
  args: { mode: 'password', phone: '13800138000', password: 'secret1', agreed: true, allowPasswordMode: true, showWechat: true, onWechatLogin: fn() },
};

/** The agreement box was left unticked. */
export const AgreementMessage: Story = {
  args: { phone: '13800138000', code: '123456', toast: MSG_AGREEMENT_REQUIRED },
};

/** Login in flight. */
export const Submitting: Story = { args: { phone: '13800138000', code: '123456', agreed: true, submitting: true } };

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
