import type { Router } from 'express';
import { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH, type AppInfoContent } from '@share/contract';
import { getSetting } from '../db/database';
import type { ApiContext } from '../services/context';
import { privacyPolicy, userAgreement, type AgreementSections } from './agreement-texts';
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

function page(title: string, sections: AgreementSections): string {
  const body = sections
    .map(
      ([heading, paragraphs]) =>
        `<h2>${escapeHtml(heading)}</h2>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:15px/1.7 -apple-system,sans-serif;margin:16px;color:#333}h1{font-size:18px}h2{font-size:16px;margin:20px 0 8px}p{margin:0 0 10px;text-align:justify}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function registerAgreementRoutes(router: Router, ctx: ApiContext): void {
  const siteName = () => getSetting<AppInfoContent>(ctx.db, SETTING.appInfo)?.h5_config.site_name || '本平台';
  router.get(AGREEMENT_PATHS.user_agreement, (_req, res) => {
    const name = siteName();
    res.type('html').send(page(`${name}用户协议`, userAgreement(name)));
  });
  router.get(AGREEMENT_PATHS.privacy_policy, (_req, res) => {
    const name = siteName();
    res.type('html').send(page(`${name}隐私政策`, privacyPolicy(name)));
  });
}
