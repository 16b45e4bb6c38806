import sharp from 'sharp';

/**
 * A stand-in for a user's photo in tests and journeys (no photo files are kept in the repository): a dusk landscape
 * — sky, a low sun off to the right (at `sunAt` of the width), hills — wider than tall, so the square crop has to
 * choose where to cut.
 */
export async function syntheticPhoto(width = 4200, height = 2800, format: 'jpeg' | 'png' = 'jpeg', sunAt = 0.74): Promise<Buffer> {
  const sun = { x: width * sunAt, y: height * 0.52, r: height * 0.11 };
  const hill = (base: number, amplitude: number, phase: number) => {
    const points = Array.from({ length: 41 }, (_, step) => {
      const x = (step / 40) * width;
      return `${x.toFixed(1)} ${(base + Math.sin(step / 5 + phase) * amplitude + Math.sin(step / 2.3 + phase * 2) * amplitude * 0.3).toFixed(1)}`;
    });
    return `M0 ${height} L${points.join(' L')} L${width} ${height} Z`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b53"/><stop offset="0.55" stop-color="#c0587e"/><stop offset="0.8" stop-color="#f4a259"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.9"/><stop offset="1" stop-color="#f4a259" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 3}" fill="url(#glow)"/>
    <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="#ffe8b0"/>
    <path d="${hill(height * 0.66, height * 0.05, 0.4)}" fill="#5a3a6e"/>
    <path d="${hill(height * 0.76, height * 0.04, 2.1)}" fill="#2f2147"/>
    <path d="${hill(height * 0.88, height * 0.03, 4.2)}" fill="#140f26"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 88 }).toBuffer();
}
