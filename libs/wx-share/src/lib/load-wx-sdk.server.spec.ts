/**
 * @jest-environment node
 */
import { loadWxSdk } from './load-wx-sdk';

it('never loads the SDK on the server', async () => {
  await expect(loadWxSdk('https://wx-sdk.test/jweixin.js')).rejects.toThrow(
    'the WeChat JS-SDK loads in the browser only',
  );
});
