import { DownloadPage } from '@share/shell';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/download';

export const meta: Route.MetaFunction = ({ matches }) =>
  withSiteDescription([{ title: pageTitle('下载APP') }], matches);

export default function Screen() {
  return <DownloadPage downloadUrl={useRootData()?.site.downloadUrl ?? null} />;
}
