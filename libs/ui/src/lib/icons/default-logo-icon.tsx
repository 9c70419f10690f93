import type { IconProps } from './svg';
import { colors } from '../theme';

/** Default site logo of the open-app banner when h5_config has no site_logo. */
export const DefaultLogoIcon = ({ size = 40, ...p }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false" {...p}>
    <rect width="40" height="40" rx="9" fill="currentColor" />
    <path d="M12 27V13h3.5l9 9.5V13H28v14h-3.5l-9-9.5V27z" fill={colors.surface} />
  </svg>
);
