/**
 * `npm run k8s:local` gives each container port, Service port and the stand-in platform a local port
 * before anything binds them (scripts/lib/k8s-local/cluster.mjs): a port the kernel picks again must
 * not be given twice.
 */
import { portAllocator } from '../../../scripts/lib/k8s-local/cluster.mjs';

describe('the local ports of k8s:local', () => {
  it('never gives a port twice, though the kernel picks it again before it is bound', async () => {
    const picks = [41001, 41002, 41001, 41002, 41003];
    const allocate = portAllocator(0, async () => picks.shift() ?? 0);
    expect([await allocate(), await allocate(), await allocate()]).toEqual([41001, 41002, 41003]);
  });

  it('takes free ports of this machine, each a different one', async () => {
    const allocate = portAllocator(0);
    const ports = [];
    for (let i = 0; i < 50; i += 1) ports.push(await allocate());
    expect(new Set(ports).size).toBe(50);
    for (const port of ports) expect(port).toBeGreaterThan(1024);
  });

  it('counts up from K8S_LOCAL_PORT when it is set', async () => {
    const allocate = portAllocator(20000);
    expect([await allocate(), await allocate(), await allocate()]).toEqual([20000, 20001, 20002]);
  });
});
