import { Icon, type IconProps } from './icon.tsx';

export const EyeIcon = ({ closed, ...p }: IconProps & { closed?: boolean }) => (
  <Icon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {closed && <path d="M4 4l16 16" />}
  </Icon>
);
