/**
 * The platform's agreement pages (spec §2/§7): the login panel frames them, the site footer links
 * them, the site proxies them to the platform, and the reference API serves them.
 */
export const USER_AGREEMENT_PATH = '/davmu/agreement/user_agreement';
export const PRIVACY_POLICY_PATH = '/davmu/agreement/privacy_policy';
