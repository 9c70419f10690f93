// What `npm run scale`, `npm run bundle-install` and the browser tests' own sites
// (startSiteProcess) check before they start their servers.
import { connect } from 'node:net';
import { OneLineError } from './children.mjs';

/** Fails when something already listens on one of `ports` (a server left running would answer the checks). */
export async function assertFree(ports) {
  const twice = ports.filter((port, i) => ports.indexOf(port) !== i);
  if (twice.length)
    throw new OneLineError(`port ${twice[0]} is given twice (the ports of the settings overlap): choose other ports`);
  for (const port of ports) {
    const taken = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (taken) throw new OneLineError(`port ${port} is in use: stop what listens there or choose other ports`);
  }
}
