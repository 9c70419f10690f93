// The part of the WeChat JS-SDK (jweixin 1.6) the share setup uses, and where it lives.

/** Share data of spec §3: what a share card shows. */
export interface WxShareData {
  title: string;
  desc: string;
  /** Absolute page address, without hash. */
  link: string;
  /** Absolute image address ('' when there is none). */
  imgUrl: string;
}

export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
  /** Open tags the page uses (JS-SDK 1.6.0+): here wx-open-launch-app. */
  openTagList?: string[];
}

export interface WxCallbacks {
  success?: (result: unknown) => void;
  fail?: (result: unknown) => void;
}

export interface WxSdk {
  config(config: WxConfig): void;
  /** Runs the callback once the last config is verified (at once when it already is). */
  ready(callback: () => void): void;
  /** Runs the callback when a config is refused (bad signature, domain not allowed...). */
  error(callback: (result: unknown) => void): void;
  updateAppMessageShareData(data: WxShareData & WxCallbacks): void;
  /** The timeline card shows title, link and image; desc is ignored. */
  updateTimelineShareData(data: WxShareData & WxCallbacks): void;
}

/** window.wx when it is the JS-SDK (a mini-program bridge stub without config does not count). */
export function currentWx(): WxSdk | null {
  if (typeof window === 'undefined') return null;
  const wx = (window as unknown as { wx?: Partial<WxSdk> }).wx;
  return wx && typeof wx.config === 'function' ? (wx as WxSdk) : null;
}
