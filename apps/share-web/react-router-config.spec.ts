import { SHARE_BASE_PATH } from '@share/contract/browser';
import config from './react-router.config';

describe('react-router.config.ts', () => {
  it("routes under the contract's base path (spec §2) and renders on the server", () => {
    expect(config.basename).toBe(`${SHARE_BASE_PATH}/`);
    expect(config.ssr).toBe(true);
    expect(config.buildDirectory).toBe('build');
  });
});
