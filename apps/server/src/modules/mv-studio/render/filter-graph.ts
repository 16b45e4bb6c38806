import type { MvMotion, MvTransition, MvVisualiser } from '@portal/domain/mv-studio/concept';

/**
 * The ffmpeg command of a music video (decision 038): one still image per shot moved by zoompan, shots joined by
 * xfade, the audio's waveform / spectrum / vectorscope overlaid, lyrics burnt in from an ASS file (libass, Noto fonts),
 * encoded as H.264 yuv420p (x264 superfast: a 30 s 1080x1920 video in about 25 CPU seconds) + AAC in an MP4 with the index at the front (faststart).
 */

export interface RenderShot {
  imagePath: string;
  durationSec: number;
  motion: MvMotion;
  /** cover: fill the frame (cropping); contain: the whole image over a blurred copy of itself (for square artwork). */
  fit: 'cover' | 'contain';
}

export interface RenderSpec {
  width: number;
  height: number;
  fps: number;
  audioPath: string;
  audioStartSec: number;
  durationSec: number;
  shots: RenderShot[];
  transition: MvTransition;
  crossfadeSec: number;
  visualiser: MvVisualiser;
  /** Visualiser colour, #RRGGBB. */
  accent: string;
  /** An ASS subtitles file with the timed lyrics. */
  subtitlesPath?: string;
  preset?: 'ultrafast' | 'superfast' | 'veryfast';
  crf?: number;
}

/** Images are scaled this much larger than the frame so zoom and pan never show an edge. */
const MARGIN = 1.2;
const even = (n: number) => 2 * Math.round(n / 2);
const seconds = (n: number) => n.toFixed(3);
const ffColour = (hex: string) => `0x${hex.replace('#', '')}`;

/** zoompan's zoom and position for a motion over `d` frames (`on` is the output frame number). */
export function motionExpressions(motion: MvMotion, frames: number): { z: string; x: string; y: string } {
  const t = `(on/${Math.max(1, frames - 1)})`;
  const centreX = 'iw/2-(iw/zoom/2)';
  const centreY = 'ih/2-(ih/zoom/2)';
  switch (motion) {
    case 'zoom_in':
      return { z: `1+0.18*${t}`, x: centreX, y: centreY };
    case 'zoom_out':
      return { z: `1.18-0.18*${t}`, x: centreX, y: centreY };
    case 'pan_left':
      return { z: '1.18', x: `(iw-iw/zoom)*(1-${t})`, y: centreY };
    case 'pan_right':
      return { z: '1.18', x: `(iw-iw/zoom)*${t}`, y: centreY };
    case 'still':
      return { z: '1', x: '0', y: '0' };
  }
}

/** Escapes a value for an ffmpeg filter option inside the filtergraph (quotes, colons, backslashes). */
export const filterValue = (value: string) => `'${value.replace(/\\/g, '/').replace(/'/g, "'\\\\\\''").replace(/:/g, '\\:')}'`;

/** Each shot's rendered length: all but the last run on by one crossfade, which overlaps the next shot. */
export function shotLengths(spec: Pick<RenderSpec, 'shots' | 'crossfadeSec'>): number[] {
  return spec.shots.map((shot, i) => shot.durationSec + (i < spec.shots.length - 1 ? spec.crossfadeSec : 0));
}

function shotChain(spec: RenderSpec, shot: RenderShot, index: number, lengthSec: number): string {
  const w = even(spec.width * MARGIN);
  const h = even(spec.height * MARGIN);
  const frames = Math.max(1, Math.round(lengthSec * spec.fps));
  const { z, x, y } = motionExpressions(shot.motion, frames);
  const fill =
    shot.fit === 'cover'
      ? `[${index}:v]scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},setsar=1[f${index}]`
      : // A small blurred copy scaled back up is far cheaper than blurring at full size.
        `[${index}:v]split[b${index}][c${index}];` +
        `[b${index}]scale=${even(w / 8)}:${even(h / 8)}:force_original_aspect_ratio=increase,crop=${even(w / 8)}:${even(h / 8)},boxblur=6:2,scale=${w}:${h},setsar=1[bg${index}];` +
        `[c${index}]scale=${w}:${h}:force_original_aspect_ratio=decrease,setsar=1[fg${index}];` +
        `[bg${index}][fg${index}]overlay=(W-w)/2:(H-h)/2[f${index}]`;
  return `${fill};[f${index}]zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=${spec.width}x${spec.height}:fps=${spec.fps},format=yuv420p,setsar=1[v${index}]`;
}

function visualiserChain(spec: RenderSpec, audioLabel: string): { chain: string; x: string; y: string } | null {
  const colour = ffColour(spec.accent);
  const band = even(spec.height * 0.14);
  const bottom = `H-h-${even(spec.height * 0.05)}`;
  switch (spec.visualiser) {
    case 'waves':
      return { chain: `[${audioLabel}]showwaves=s=${spec.width}x${band}:mode=cline:scale=sqrt:rate=${spec.fps}:colors=${colour}@0.9,format=rgba[viz]`, x: '0', y: bottom };
    case 'spectrum':
      // No fps filter here: after showfreqs it stalls the graph; overlay takes the latest spectrum for each frame.
      // Mono: with two channels showfreqs draws the second in its own default colour over the first. The background is
      // already transparent.
      return {
        chain: `[${audioLabel}]aformat=channel_layouts=mono,showfreqs=s=${spec.width}x${band}:mode=bar:ascale=log:fscale=log:win_size=2048:overlap=0.5:colors=${colour},format=rgba[viz]`,
        x: '0',
        y: bottom,
      };
    case 'scope': {
      const side = even(Math.min(spec.width, spec.height) * 0.45);
      const [r, g, b] = [1, 3, 5].map((i) => (parseInt(spec.accent.slice(i, i + 2), 16) / 255).toFixed(3));
      // Drawn white (hits add up to white anyway), tinted with the accent, thickened: a near-mono mix is a thin diagonal.
      return {
        chain: `[${audioLabel}]avectorscope=s=${side}x${side}:rate=${spec.fps}:zoom=2:scale=sqrt:draw=line:mode=lissajous_xy:rc=255:gc=255:bc=255:ac=255:rf=25:gf=25:bf=25:af=25,format=rgba,colorchannelmixer=rr=${r}:gg=${g}:bb=${b},dilation,dilation[viz]`,
        x: '(W-w)/2',
        y: `H-h-${even(spec.height * 0.18)}`,
      };
    }
    case 'none':
      return null;
  }
}

/** The full ffmpeg argument list rendering `spec` to `outPath` (extra arguments, e.g. `-progress`, go first). */
export function buildRenderArgs(spec: RenderSpec, outPath: string, extra: string[] = []): string[] {
  if (spec.shots.length === 0) throw new Error('a video needs at least one shot');
  const lengths = shotLengths(spec);
  const parts = spec.shots.map((shot, i) => shotChain(spec, shot, i, lengths[i]!));
  let last = 'v0';
  let offset = 0;
  for (let i = 1; i < spec.shots.length; i++) {
    offset += spec.shots[i - 1]!.durationSec;
    parts.push(`[${last}][v${i}]xfade=transition=${spec.transition}:duration=${seconds(spec.crossfadeSec)}:offset=${seconds(offset)}[x${i}]`);
    last = `x${i}`;
  }
  const audioIndex = spec.shots.length;
  const viz = visualiserChain(spec, 'aviz');
  if (viz) {
    parts.push(`[${audioIndex}:a]aformat=channel_layouts=stereo,asplit[aout][aviz]`, viz.chain, `[${last}][viz]overlay=${viz.x}:${viz.y}:shortest=1[withviz]`);
    last = 'withviz';
  } else {
    parts.push(`[${audioIndex}:a]aformat=channel_layouts=stereo[aout]`);
  }
  const subtitles = spec.subtitlesPath ? `subtitles=filename=${filterValue(spec.subtitlesPath)},` : '';
  parts.push(`[${last}]${subtitles}format=yuv420p[vout]`);
  return [
    ...extra,
    '-y',
    ...spec.shots.flatMap((shot) => ['-i', shot.imagePath]),
    '-ss',
    seconds(spec.audioStartSec),
    '-t',
    seconds(spec.durationSec),
    '-i',
    spec.audioPath,
    '-filter_complex',
    parts.join(';'),
    '-map',
    '[vout]',
    '-map',
    '[aout]',
    '-c:v',
    'libx264',
    '-preset',
    spec.preset ?? 'superfast',
    '-crf',
    String(spec.crf ?? 23),
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(spec.fps),
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-ar',
    '44100',
    '-t',
    seconds(spec.durationSec),
    '-movflags',
    '+faststart',
    outPath,
  ];
}
