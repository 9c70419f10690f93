import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Shell/ErrorScreen',
  component: ErrorScreen,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An unknown address or id: 404, This page could not be found, and a link home. */
export const NotFound: Story = { args: { status: 404 } };

/** A failure without a status: 500 and Error (spec §2's defaults), no link. */
export const ServerError: Story = { args: {} };

/** A failure with the platform's own message. */
export const WithMessage: Story = { args: { status: 502, message: '服务暂时不可用' } };
