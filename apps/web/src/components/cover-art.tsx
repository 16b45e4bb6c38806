import { useState } from 'react';
import { MusicIcon } from './icons/music-icon.tsx';

/**
 * A release's artwork, square, with a music note in its place while there is none or it cannot load.
 * Without `size` it fills the width of its container.
 */
export function CoverArt({ src, alt, size, radius = 8 }: { src: string | null | undefined; alt: string; size?: number; radius?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size ?? '100%', aspectRatio: '1 / 1', borderRadius: radius, flex: 'none', display: 'block' } as const;
  if (!src || failed === src) {
    return (
      <div role="img" aria-label={alt} style={{ ...box, display: 'grid', placeItems: 'center', background: 'var(--mantine-color-brand-light)', color: 'var(--mantine-color-brand-light-color)' }}>
        <MusicIcon size={Math.max(16, Math.round((size ?? 120) * 0.4))} />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} style={{ ...box, objectFit: 'cover', height: 'auto' }} />;
}
