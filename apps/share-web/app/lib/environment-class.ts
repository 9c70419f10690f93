/**
 * The environment class of a visitor (own client, mini program, WeChat, other), from the flags of
 * @share/open-app's detectEnvironment: the part of the HTML cache key that comes from the agent, and
 * the `environment` of real-user vitals. The own client wins, then the mini program (which runs
 * inside WeChat), then WeChat.
 */
import type { EnvironmentClass } from '@share/tracking';

export function environmentClass(env: {
  isOwnClient: boolean;
  isMiniProgram: boolean;
  isWeChat: boolean;
}): EnvironmentClass {
  return env.isOwnClient ? 'own' : env.isMiniProgram ? 'mini' : env.isWeChat ? 'wechat' : 'other';
}
