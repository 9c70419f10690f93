import { Svg, type IconProps } from './svg';

export const ShortVideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" stroke="none" />
  </Svg>
);
