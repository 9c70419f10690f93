// A container's view of the file system, with bubblewrap: this machine's root read-only (standing in
// for the image's layers), the image's files and the pod's volumes bound at their paths, its own
// user, PID, IPC and host name namespaces, and only the environment it is given. The network is
// the machine's (pods reach each other on 127.0.0.1, as on a pod network).
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder of `target` (itself included) that exists on this machine. */
function existingAncestor(target) {
  let dir = target;
  while (!existsSync(dir)) dir = path.dirname(dir);
  return dir;
}

/** bwrap arguments that show `dir`'s entries, read-only, in a fresh tmpfs at `dir` (to add a mount point there). */
function shadowArgs(dir) {
  const args = dir === '/' ? [] : ['--tmpfs', dir];
  for (const entry of readdirSync(dir)) {
    const at = path.join(dir, entry);
    if (dir === '/' && ['proc', 'dev'].includes(entry)) continue;
    if (lstatSync(at).isSymbolicLink()) args.push('--symlink', readlinkSync(at), at);
    else args.push('--ro-bind', at, at);
  }
  return args;
}

/**
 * `bwrap` arguments for one container. `binds`: { source, target, readOnly }; a target missing on
 * this machine gets its mount point in a read-only tmpfs copy of its nearest existing folder.
 */
export function bwrapArgs({ hostname, uid, gid, readOnlyRoot, binds, workingDir, env, command }) {
  const targets = binds.map((bind) => bind.target);
  const shadows = [
    ...new Set(targets.filter((t) => !existsSync(t)).map((t) => existingAncestor(path.dirname(t)))),
  ].sort((a, b) => a.split('/').length - b.split('/').length);
  const args = ['--unshare-user', '--uid', String(uid), '--gid', String(gid)];
  args.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--hostname', hostname, '--die-with-parent');
  if (!shadows.includes('/')) args.push('--ro-bind', '/', '/');
  for (const dir of shadows) args.push(...shadowArgs(dir));
  args.push('--proc', '/proc', '--dev', '/dev');
  for (const { source, target, readOnly } of binds) args.push(readOnly ? '--ro-bind' : '--bind', source, target);
  // The tmpfs copies were writable only while the mount points were made; a read-only root stays so.
  if (readOnlyRoot) for (const dir of shadows.reverse()) args.push('--remount-ro', dir);
  args.push('--clearenv');
  for (const [name, value] of Object.entries(env)) args.push('--setenv', name, value);
  args.push('--chdir', workingDir, '--', ...command);
  return args;
}

/**
 * What the kernel says of a running sandbox (`pid`: bwrap's --info-fd child-pid): the user id it runs
 * as inside its user namespace, and whether its root is mounted read-only.
 */
export function sandboxFacts(pid) {
  const uid = Number(readFileSync(`/proc/${pid}/uid_map`, 'utf8').trim().split(/\s+/)[0]);
  // mountinfo: id parent dev root mount-point options …; the last mount on / is the one in effect.
  const root = readFileSync(`/proc/${pid}/mountinfo`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .filter((fields) => fields[4] === '/')
    .at(-1);
  return { uid, readOnlyRoot: Boolean(root?.[5].split(',').includes('ro')) };
}
