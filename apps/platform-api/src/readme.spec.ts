import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '@share/contract';

describe('README', () => {
  const readme = fs.readFileSync(path.join(__dirname, '../README.md'), 'utf8');

  it('lists every endpoint of the contract with its method', () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      expect(readme).toContain(`| ${endpoint.method.toUpperCase()} | \`${endpoint.path}\` |`);
    }
  });

  it('documents the settings, the 402 rule, the dev outbox and the import command', () => {
    for (const text of [
      'PLATFORM_API_PORT',
      'DATA_DIR',
      'TRUST_PROXY',
      'TOKEN_TTL',
      '0402',
      '9402',
      '/dev/sms-outbox',
      'npm run platform:import -- items.json',
    ]) {
      expect(readme).toContain(text);
    }
  });
});
