import type { IconProps } from './svg';
import { colors } from '../theme';

/** Empty-box illustration of the empty state. */
export const EmptyBoxIcon = ({ size = 96, ...p }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 96 96" fill="none" aria-hidden focusable="false" {...p}>
    <ellipse cx="48" cy="82" rx="30" ry="4" fill={colors.placeholder} />
    <path
      d="M20 38 48 28l28 10v30L48 78 20 68z"
      fill={colors.background}
      stroke={colors.placeholderStroke}
      strokeWidth="2"
    />
    <path d="M20 38l28 10 28-10M48 48v30" stroke={colors.placeholderStroke} strokeWidth="2" />
    <path
      d="M20 38 12 48l28 10 8-10M76 38l8 10-28 10-8-10"
      fill={colors.surface}
      stroke={colors.placeholderStroke}
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx="62" cy="18" r="3" fill={colors.placeholderStroke} />
    <circle cx="34" cy="14" r="2" fill={colors.placeholderStroke} />
  </svg>
);
