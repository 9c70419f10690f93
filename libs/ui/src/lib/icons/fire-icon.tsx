import { Svg, type IconProps } from './svg';

export const FireIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      d="M12 2.5s5.5 4.2 5.5 10a5.5 5.5 0 0 1-11 0c0-2.5 1.3-4.3 2.5-5.5 0 2 1 3.2 2 3.2 0-3.5 1-5.7 1-7.7z"
      fill="currentColor"
      stroke="none"
    />
  </Svg>
);
