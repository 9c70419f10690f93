import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '@share/contract';

describe('README', () => {
  const readme = fs.readFileSync(path.join(__dirname, '../README.md'), 'utf8');

  it('lists every endpoint of the contract with its method', () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      // A table row of the method and the path, however Prettier pads the columns.
      const escaped = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(readme).toMatch(new RegExp(`\\| ${endpoint.method.toUpperCase()} +\\| \`${escaped}\` +\\|`));
    }
  });

  it('documents the settings, the 402 rule, the dev outbox and the import command', () => {
    for (const text of [
      'PLATFORM_API_PORT',
      'DATA_DIR',
      'TRUST_PROXY',
      'TOKEN_TTL',
      'DEMO',
      '0402',
      '9402',
      '/dev/sms-outbox',
      'npm run platform:import -- items.json',
    ]) {
      expect(readme).toContain(text);
    }
  });
});
