import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

export function QrImage({ text, alt, size = 200, testId = 'mobile-qr-image' }: { text: string; alt: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(text, { width: size, margin: 1, color: { dark: '#1b1530', light: '#ffffff' } })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? <img src={src} alt={alt} width={size} height={size} data-testid={testId} /> : <div style={{ width: size, height: size }} />;
}
