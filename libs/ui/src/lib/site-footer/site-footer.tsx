import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from '../constants';
import { FOOTER_PRIVACY_POLICY, FOOTER_USER_AGREEMENT } from '../messages';

export interface SiteFooterProps {
  /** The site's name, shown as © name; nothing without one. */
  siteName?: string | null;
  /** The user agreement's link; defaults to the spec's page. */
  userAgreementHref?: string;
  /** The privacy policy's link; defaults to the spec's page. */
  privacyPolicyHref?: string;
  /** Lets the feature open the agreement in a frame instead of navigating. */
  onOpenAgreement?: (which: 'user_agreement' | 'privacy_policy') => void;
  /** Extra content under the links (e.g. 退出登录). */
  children?: ReactNode;
}

const Foot = styled.footer`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  padding-bottom: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.safeAreaBottom});
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.meta};
  nav {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** Site footer: agreement links and the site name. */
export function SiteFooter({
  siteName,
  userAgreementHref = USER_AGREEMENT_PATH,
  privacyPolicyHref = PRIVACY_POLICY_PATH,
  onOpenAgreement,
  children,
}: SiteFooterProps) {
  const open = (which: 'user_agreement' | 'privacy_policy') => (e: { preventDefault: () => void }) => {
    if (!onOpenAgreement) return;
    e.preventDefault();
    onOpenAgreement(which);
  };
  return (
    <Foot>
      <nav>
        <a href={userAgreementHref} onClick={open('user_agreement')}>
          {FOOTER_USER_AGREEMENT}
        </a>
        <a href={privacyPolicyHref} onClick={open('privacy_policy')}>
          {FOOTER_PRIVACY_POLICY}
        </a>
      </nav>
      {children}
      {siteName ? <p>© {siteName}</p> : null}
    </Foot>
  );
}
