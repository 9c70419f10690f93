// Test doubles shared by the launch specs: a launch config with every way set, and a browser that
// records where it was sent and never leaves the page. Not part of the library's face.
import type { LaunchRuntime } from './launch';
import type { AppLaunchConfig } from './launch-url';

export const LAUNCH_CONFIG: AppLaunchConfig = {
  scheme: 'davmu',
  universalLinkBase: 'https://link.davmu.example/open',
  androidPackage: 'com.davmu.news',
  wxOpenAppId: 'wx0123456789abcdef',
  downloadUrl: 'https://download.davmu.example/app',
};

/** A browser that records each navigation and stays on the page. */
export function fakeRuntime(): LaunchRuntime & { navigations: string[] } {
  const navigations: string[] = [];
  return {
    navigations,
    navigate: (url) => navigations.push(url),
    isVisible: () => true,
    onLeave: () => () => undefined,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}
