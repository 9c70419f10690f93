// Jest's globalSetup for the deploy tests: nginx is checked before any suite loads, so a machine
// without it fails in a second with one line (scripts/lib/outside-tools.mjs), not after each suite's imports.
import { requireTool } from '../../scripts/lib/outside-tools.mjs';

export default function requireNginx() {
  requireTool('nginx');
}
