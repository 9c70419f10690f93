import type { Router } from 'express';
import { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH, type AppInfoContent } from '@share/contract';
import { getSetting } from '../db/database';
import type { ApiContext } from '../services/context';
import { SETTING } from './site-routes';

/** Spec §7: the login panel frames these two pages; share-web proxies /davmu/agreement here. */
export const AGREEMENT_PATHS = {
  user_agreement: USER_AGREEMENT_PATH,
  privacy_policy: PRIVACY_POLICY_PATH,
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function page(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:15px/1.7 -apple-system,sans-serif;margin:16px;color:#333}h1{font-size:18px}</style></head>
<body><h1>${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</body></html>`;
}

export function registerAgreementRoutes(router: Router, ctx: ApiContext): void {
  const siteName = () => getSetting<AppInfoContent>(ctx.db, SETTING.appInfo)?.h5_config.site_name || '本平台';
  router.get(AGREEMENT_PATHS.user_agreement, (_req, res) => {
    const name = siteName();
    res
      .type('html')
      .send(
        page(`${name}用户协议`, [
          `欢迎使用${name}。在登录、评论、收藏或关注前，请仔细阅读本协议。`,
          '您应当使用本人手机号登录，并妥善保管账号；发布的评论应遵守法律法规，不得含有违法或侵权内容。',
          '我们有权对违反本协议的内容和账号采取删除、限制功能等措施。',
        ]),
      );
  });
  router.get(AGREEMENT_PATHS.privacy_policy, (_req, res) => {
    const name = siteName();
    res
      .type('html')
      .send(
        page(`${name}隐私政策`, [
          `${name}仅为提供登录、评论、收藏、关注和阅读统计等服务收集必要的信息：手机号、设备标识和浏览记录。`,
          '验证码和登录凭证只以加密摘要保存；我们不会向第三方出售您的个人信息。',
          '您可以随时退出登录；如需注销账号或查询、更正个人信息，请通过App内的客服与我们联系。',
        ]),
      );
  });
}
