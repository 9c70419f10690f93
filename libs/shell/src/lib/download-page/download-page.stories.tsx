import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@share/ui';
import { DownloadPage } from './download-page';

/** The 口令 a refused clipboard carries to the page (#kouling=…): what the visitor copies by hand. */
const KOULING = '【南岭新闻】打开APP查看：城南老街改造完成，骑楼重新开门迎客 #Xq3vM9dLpR2sT8wYb4cN6k#';

/** Sets (or clears) the address's fragment before the page reads it after hydration. */
function withFragment(hash: string) {
  return () => {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
    return {};
  };
}

const meta = {
  title: 'Shell/DownloadPage',
  component: DownloadPage,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { downloadUrl: 'https://example.com/app' },
} satisfies Meta<typeof DownloadPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The clipboard was refused: the 口令 in a dashed box, 复制口令 and 去下载APP. */
export const WithKouling: Story = { loaders: [withFragment(`#kouling=${encodeURIComponent(KOULING)}`)] };

/** Reached without a 口令 (an old link, a fragment lost): the title and 去下载APP only. */
export const WithoutKouling: Story = { loaders: [withFragment('')] };

/** No download address configured: the 口令 and its copy button, nothing to follow. */
export const WithoutDownloadUrl: Story = {
  args: { downloadUrl: null },
  loaders: [withFragment(`#kouling=${encodeURIComponent(KOULING)}`)],
};
