import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './index';

const ICONS = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<
  [string, ComponentType<icons.IconProps>]
>;

/** Every icon of the design system at its default size and larger, in the text colour. */
const meta = {
  title: 'Media/Icons',
  render: ({ size }) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, padding: 16 }}>
      {ICONS.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 11 }}>
          <Icon size={size} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  ),
  args: { size: 16 },
} satisfies Meta<{ size: number }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 32 } };
