import type { Config } from '@react-router/dev/config';
import { SHARE_BASE_PATH } from '../../libs/contract/src/lib/base-path';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  basename: `${SHARE_BASE_PATH}/`,
  ssr: true,
  // The route table is small: ship it with the page instead of discovering routes lazily, which
  // raced with links tapped while the page hydrates (a blank page after tapping 返回首页 on a 404).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
