// The wechat option of the login panel inside the mini program: its own login page (spec §4).
import { MINI_PROGRAM_LOGIN_PAGE } from './constants';

/** The wechat option: the mini program's login page with the current path (spec §4). */
export function miniProgramLoginUrl(currentPath: string): string {
  return `${MINI_PROGRAM_LOGIN_PAGE}?redirect=${encodeURIComponent(currentPath)}`;
}

interface MiniProgramBridge {
  wx?: { miniProgram?: { navigateTo?: (options: { url: string }) => void } };
}

/** Navigates the mini-program shell to its login page; pass it as AuthProvider's onWechatLogin. */
export function openMiniProgramLogin(currentPath: string): void {
  const bridge = (typeof window === 'undefined' ? {} : window) as MiniProgramBridge;
  bridge.wx?.miniProgram?.navigateTo?.({ url: miniProgramLoginUrl(currentPath) });
}
