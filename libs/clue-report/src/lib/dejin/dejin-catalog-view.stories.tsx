import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCatalogs } from '../story-fixtures';
import { DejinCatalogView } from './dejin-catalog-view';

const meta = {
  title: 'Dejin/Catalog',
  component: DejinCatalogView,
  args: { status: 'ok', catalogs: storyCatalogs },
} satisfies Meta<typeof DejinCatalogView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { status: 'empty', catalogs: [] } };
export const Error: Story = { args: { status: 'error', catalogs: [] } };
