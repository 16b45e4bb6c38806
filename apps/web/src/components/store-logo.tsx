import { Avatar } from '@mantine/core';
import {
  siApplemusic,
  siAudiomack,
  siBeatport,
  siDeezer,
  siIheartradio,
  siItunes,
  siLine,
  siMeta,
  siNapster,
  siNaver,
  siNeteasecloudmusic,
  siNiconico,
  siOdnoklassniki,
  siPandora,
  siPeloton,
  siPretzel,
  siRakuten,
  siRoblox,
  siShazam,
  siSnapchat,
  siSoundcloud,
  siSpotify,
  siTidal,
  siTraxsource,
  siTriller,
  siVk,
  siYoutube,
  siYoutubemusic,
} from 'simple-icons';
import type { PlatformLogo } from '@portal/domain/catalog/platforms';

// Only the brands the store catalogue names (packages/domain/src/catalog/platforms.ts); the bundle keeps just these.
const icons = new Map(
  [
    siApplemusic,
    siAudiomack,
    siBeatport,
    siDeezer,
    siIheartradio,
    siItunes,
    siLine,
    siMeta,
    siNapster,
    siNaver,
    siNeteasecloudmusic,
    siNiconico,
    siOdnoklassniki,
    siPandora,
    siPeloton,
    siPretzel,
    siRakuten,
    siRoblox,
    siShazam,
    siSnapchat,
    siSoundcloud,
    siSpotify,
    siTidal,
    siTraxsource,
    siTriller,
    siVk,
    siYoutube,
    siYoutubemusic,
  ].map((icon) => [icon.slug, icon]),
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A store's logo in its brand colour (simple-icons), or the initials of its name when the brand has no icon. */
export function StoreLogo({ name, logo, size = 20 }: { name: string; logo: PlatformLogo; size?: number }) {
  const icon = logo.kind === 'simple-icons' ? icons.get(logo.slug) : undefined;
  if (!icon) {
    return (
      <Avatar size={size} radius="sm" color="gray" aria-hidden>
        {initials(name)}
      </Avatar>
    );
  }
  return (
    <svg viewBox="-3 -3 30 30" width={size} height={size} aria-hidden style={{ flex: 'none', borderRadius: 4, background: 'var(--mantine-color-gray-1)' }} data-logo={icon.slug}>
      <path d={icon.path} fill={`#${icon.hex}`} />
    </svg>
  );
}
