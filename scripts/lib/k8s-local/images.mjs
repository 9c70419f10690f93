// The images of deploy/k8s, as this machine runs them: each image is what its Dockerfile copies and
// starts (apps/*/Dockerfile: the pruned production bundle in /app, `node …` as the `node` user), and
// nginxinc/nginx-unprivileged is Debian's nginx with the image's main nginx.conf and its entrypoint,
// which runs every /docker-entrypoint.d script (its own envsubst of /etc/nginx/templates/*.template
// into /etc/nginx/conf.d, and those the pod mounts there) before nginx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { OneLineError } from '../children.mjs';
import { repositoryOf, tagOf } from './pods.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
// The images' PATH, with this machine's Node first (the image's is `.nvmrc`'s; scale and size run the same way).
const PATH = `${path.dirname(process.execPath)}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`;

/** The nginx image's start-up (nginx-image/: its entrypoint and template step, written for share-web), each bound at its path. */
const NGINX_IMAGE_FILES = ['docker-entrypoint.sh', 'docker-entrypoint.d/20-envsubst-on-templates.sh'].map((file) => ({
  source: path.join(import.meta.dirname, 'nginx-image', file),
  target: `/${file}`,
  readOnly: true,
}));

/** The files a bundle's Dockerfile COPYs into /app (each bound on its own: /app is not a folder here). */
const bundle = (name, copied) => ({
  binds: [
    ...copied.map((file) => ({
      source: path.join(root, 'dist/apps', name, file),
      target: `/app/${file}`,
      readOnly: true,
    })),
    // The image's node_modules is the pruned lockfile's production install; here the workspace's.
    { source: path.join(root, 'node_modules'), target: '/app/node_modules', readOnly: true },
  ],
  workingDir: '/app',
  user: 1000,
  group: 1000,
  entrypoint: [],
});

/** Each image repository this runner starts: the Dockerfile's ENV, USER, WORKDIR, ENTRYPOINT and CMD. */
const IMAGES = {
  'share-web/site': () => ({
    ...bundle('share-web', ['package.json', 'build']),
    env: { PATH, NODE_ENV: 'production', PORT: '4200', HOST: '0.0.0.0' },
    cmd: ['node', 'build/server.mjs'],
  }),
  'share-web/platform-api': () => ({
    ...bundle('platform-api', ['package.json', 'server', 'assets']),
    env: { PATH, NODE_ENV: 'production', PLATFORM_API_HOST: '0.0.0.0', PLATFORM_API_PORT: '3333', DATA_DIR: '/data' },
    cmd: ['node', 'server/main.js'],
  }),
  'nginxinc/nginx-unprivileged': (image, pod) => {
    // `nginx -v` prints `nginx version: nginx/1.22.1` on stderr.
    const version = /nginx\/(\d+\.\d+)/.exec(spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr ?? '')?.[1];
    const wanted = /^(\d+\.\d+)/.exec(tagOf(image) ?? '')?.[1];
    if (wanted !== version)
      throw new OneLineError(
        `pod ${pod}: image ${image} is nginx ${wanted ?? '?'}, this machine runs nginx ${version} (${NGINX})`,
      );
    return {
      binds: [
        { source: path.join(import.meta.dirname, 'nginx-image.conf'), target: '/etc/nginx/nginx.conf', readOnly: true },
        ...NGINX_IMAGE_FILES,
      ],
      workingDir: '/',
      user: 101,
      group: 101,
      env: { PATH: `${path.dirname(NGINX)}:${PATH}`, NGINX_VERSION: version },
      entrypoint: ['/docker-entrypoint.sh'],
      // `-e stderr`: Debian's binary opens /var/log/nginx/error.log before reading the configuration.
      cmd: ['nginx', '-e', 'stderr', '-g', 'daemon off;'],
    };
  },
};

/** What `image` runs here, or a line naming the pod when no local build stands for it. */
export function localImage(image, pod) {
  const make = IMAGES[repositoryOf(image)];
  if (!make)
    throw new OneLineError(
      `pod ${pod}: image ${image} has no local stand-in (${Object.keys(IMAGES).join(', ')}: scripts/lib/k8s-local/images.mjs)`,
    );
  return make(image, pod);
}

/** A container's process: Kubernetes' command replaces the ENTRYPOINT (and drops CMD), args replace CMD. */
export function processOf(container, image) {
  if (container.command) return [...container.command, ...(container.args ?? [])];
  return [...image.entrypoint, ...(container.args ?? image.cmd)];
}
