import { describe, expect, it } from 'vitest';
import { buildRenderArgs, shotLengths } from './filter-graph.ts';

const spec = {
  width: 1080,
  height: 1920,
  fps: 25,
  audioPath: '/tmp/a.wav',
  audioStartSec: 12.5,
  durationSec: 10,
  shots: [
    { imagePath: '/tmp/1.jpg', durationSec: 4, motion: 'zoom_in' as const, fit: 'contain' as const },
    { imagePath: '/tmp/2.jpg', durationSec: 3, motion: 'pan_left' as const, fit: 'cover' as const },
    { imagePath: '/tmp/3.jpg', durationSec: 3, motion: 'still' as const, fit: 'cover' as const },
  ],
  transition: 'fade' as const,
  crossfadeSec: 0.5,
  visualiser: 'waves' as const,
  accent: '#39FFEC',
};

describe('buildRenderArgs', () => {
  it('overlaps shots by the crossfade and starts each crossfade where the shot before ends, so the video is the segment long', () => {
    expect(shotLengths(spec)).toEqual([4.5, 3.5, 3]);
    const graph = buildRenderArgs(spec, '/tmp/out.mp4')[buildRenderArgs(spec, '/tmp/out.mp4').indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('xfade=transition=fade:duration=0.500:offset=4.000');
    expect(graph).toContain('xfade=transition=fade:duration=0.500:offset=7.000');
    expect(graph).toContain('d=113:s=1080x1920:fps=25'); // 4.5 s at 25 fps
    expect(graph).toContain('showwaves=s=1080x268');
  });

  it('asks for H.264 yuv420p, AAC, the exact duration and the index at the front', () => {
    const args = buildRenderArgs({ ...spec, subtitlesPath: "/tmp/it's:here.ass" }, '/tmp/out.mp4');
    const after = (flag: string) => args[args.lastIndexOf(flag) + 1];
    expect([after('-c:v'), after('-pix_fmt'), after('-c:a'), after('-t'), after('-movflags')]).toEqual(['libx264', 'yuv420p', 'aac', '10.000', '+faststart']);
    expect(args.slice(args.indexOf('-ss'), args.indexOf('-ss') + 5)).toEqual(['-ss', '12.500', '-t', '10.000', '-i']);
    // The subtitles path is escaped for the filtergraph (colon and quote).
    expect(args[args.indexOf('-filter_complex') + 1]).toContain("subtitles=filename='/tmp/it'\\\\\\''s\\:here.ass'");
  });
});
