import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrimaryAction } from './primary-action';

const meta = {
  title: 'Lists/PrimaryAction',
  component: PrimaryAction,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrimaryAction>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A link styled as the page's main action. */
export const Link: Story = { args: { href: '#open', children: '打开小程序' } };
/** The same pill as a button. */
export const Button: Story = { args: { as: 'button', type: 'button', children: '立即预约' } as never };
