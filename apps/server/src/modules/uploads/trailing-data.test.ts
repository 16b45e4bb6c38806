import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageHasTrailingData, wavHasTrailingData } from './trailing-data.ts';

const photo = (options: sharp.JpegOptions = {}) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg(options)
    .toBuffer();
const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#c83c14' } })
    .png()
    .toBuffer();
const zipEnd = Buffer.from('PK\x05\x06\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0', 'latin1');

describe('bytes after the end of an image or a WAV', () => {
  it('finds the end of baseline, progressive and optimised-scan JPEGs', async () => {
    for (const jpeg of [await photo(), await photo({ progressive: true }), await photo({ quality: 95, optimiseScans: true, progressive: true })]) {
      expect(imageHasTrailingData(jpeg, 'jpeg')).toBe(false);
      expect(imageHasTrailingData(Buffer.concat([jpeg, zipEnd]), 'jpeg')).toBe(true);
      expect(imageHasTrailingData(Buffer.concat([jpeg, Buffer.from('<html>')]), 'jpeg')).toBe(true);
    }
  });

  it('lets a phone’s extra pictures and zero padding follow a JPEG, but nothing after them', async () => {
    const [main, gainMap] = [await photo(), await photo({ quality: 40 })];
    expect(imageHasTrailingData(Buffer.concat([main, gainMap]), 'jpeg')).toBe(false);
    expect(imageHasTrailingData(Buffer.concat([main, Buffer.alloc(100)]), 'jpeg')).toBe(false);
    expect(imageHasTrailingData(Buffer.concat([main, gainMap, zipEnd]), 'jpeg')).toBe(true);
  });

  it('leaves a JPEG or PNG cut short to the decoder (which refuses it as unreadable)', async () => {
    const jpeg = await photo();
    expect(imageHasTrailingData(jpeg.subarray(0, jpeg.length - 10), 'jpeg')).toBe(false);
    const image = await png();
    expect(imageHasTrailingData(image.subarray(0, image.length - 12), 'png')).toBe(false);
  });

  it('finds bytes after a PNG’s IEND chunk', async () => {
    const image = await png();
    expect(imageHasTrailingData(image, 'png')).toBe(false);
    expect(imageHasTrailingData(Buffer.concat([image, Buffer.alloc(8)]), 'png')).toBe(false);
    expect(imageHasTrailingData(Buffer.concat([image, zipEnd]), 'png')).toBe(true);
  });

  it('finds bytes after a WAV’s RIFF chunk, past its pad byte', () => {
    expect(wavHasTrailingData(1000, 1000)).toBe(false);
    expect(wavHasTrailingData(999, 1000)).toBe(false); // a RIFF chunk of odd size is followed by one pad byte
    expect(wavHasTrailingData(1000, 1001)).toBe(true);
    expect(wavHasTrailingData(999, 1002)).toBe(true);
  });
});
