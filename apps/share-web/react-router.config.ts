import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  basename: '/davmu/share/',
  ssr: true,
} satisfies Config;
