// One Lighthouse in a process of its own, with a Chromium of its own, auditing the pages it is sent
// one after another (the browser tests' lighthouse-audits.spec.ts forks one per runner). Lighthouse
// runs one audit at a time in a process; a process per audit loaded Lighthouse again for each page
// (about 1.5 s of CPU, and 8 s of wall time on a busy 2-core machine).
//
// Started with fork(this file, [chromePath]). It sends { ready: true } once Chromium is up; a message
// { url, flags } (Lighthouse's flags, without the port) is answered with { url, lhr } or
// { url, error }. It ends, Chromium with it, when the parent disconnects.
import lighthouse from 'lighthouse';
import { launchLighthouseChrome } from './lighthouse-chrome.mjs';

const [chromePath] = process.argv.slice(2);
const chrome = await launchLighthouseChrome(chromePath);
process.on('disconnect', () => {
  chrome.kill();
  process.exit(0);
});
process.on('message', async ({ url, flags }) => {
  try {
    const result = await lighthouse(url, { ...flags, port: chrome.port });
    if (!result) throw new Error('Lighthouse returned no result');
    process.send({ url, lhr: result.lhr });
  } catch (error) {
    process.send({ url, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
process.send({ ready: true });
