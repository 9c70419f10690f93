import { Svg, type IconProps } from './svg';

export const MiniProgramIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 14.5a2 2 0 1 1-2-2M9.5 14.5V9.5a2 2 0 1 1 2 2h1a2 2 0 1 1-2 2" />
  </Svg>
);
