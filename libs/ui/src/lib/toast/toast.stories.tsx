import type { Meta, StoryObj } from '@storybook/react-vite';
import { colors } from '../theme';
import { Toast } from './toast-bubble';
import { ToastProvider, useToast } from './toast';
import {
  MSG_AGREEMENT_REQUIRED,
  MSG_COLLECT_SUCCESS,
  MSG_COMMENT_CLOSED,
  MSG_COMMENT_EMPTY,
  MSG_MODULE_UNSUPPORTED,
  TOAST_MESSAGES,
} from '../messages';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ModuleUnsupported: Story = { args: { message: MSG_MODULE_UNSUPPORTED } };
export const CollectSuccess: Story = { args: { message: MSG_COLLECT_SUCCESS } };
export const AgreementRequired: Story = { args: { message: MSG_AGREEMENT_REQUIRED } };
export const CommentEmpty: Story = { args: { message: MSG_COMMENT_EMPTY } };
export const CommentClosed: Story = { args: { message: MSG_COMMENT_CLOSED } };
/** No message: nothing is drawn. */
export const Hidden: Story = { args: { message: null }, tags: ['renders-nothing'] };

/** Every message of spec §8, laid out statically for review. */
export const AllMessages: Story = {
  args: { message: null },
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 16, justifyItems: 'center' }}>
      {TOAST_MESSAGES.map((m) => (
        <div
          key={m}
          data-testid="toast-sample"
          style={{
            background: colors.toast,
            color: colors.onDark,
            borderRadius: 8,
            padding: '12px 20px',
            fontSize: 14,
            lineHeight: 1.6,
            whiteSpace: 'pre-line',
            textAlign: 'center',
          }}
        >
          {m}
        </div>
      ))}
    </div>
  ),
};

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(MSG_MODULE_UNSUPPORTED)} style={{ margin: 16 }}>
      点击模块
    </button>
  );
}

/** Provider in use: tapping the module shows the two-line toast for 2 s. */
export const WithProvider: Story = {
  args: { message: null },
  render: () => (
    <ToastProvider>
      <Trigger />
    </ToastProvider>
  ),
};
