/** Second-order IIR sections (normalised so a0 = 1) and their designs (RBJ audio-EQ cookbook). */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * Filters `input` into `output` (which may be the same array) through the sections in series; transposed direct form
 * II. With `state` (two numbers per section, zeros to start) the filter goes on where the previous block left it, so
 * a stream filtered block by block comes out as if filtered whole.
 */
export function filterSeries(input: Float32Array, sections: readonly Biquad[], output: Float32Array = new Float32Array(input.length), state?: Float64Array): Float32Array {
  if (sections.length === 0) {
    if (output !== input) output.set(input);
    return output;
  }
  let source: Float32Array = input;
  let first = 0;
  if (sections.length >= 2) {
    filterPair(input, sections[0]!, sections[1]!, output, state);
    source = output;
    first = 2;
  }
  for (let section = first; section < sections.length; section++) {
    const { b0, b1, b2, a1, a2 } = sections[section]!;
    let z1 = state ? state[2 * section]! : 0;
    let z2 = state ? state[2 * section + 1]! : 0;
    const n = source.length;
    for (let i = 0; i < n; i++) {
      const x = source[i]!;
      const y = b0 * x + z1;
      z1 = b1 * x - a1 * y + z2;
      z2 = b2 * x - a2 * y;
      output[i] = y;
    }
    if (state) (state[2 * section] = z1), (state[2 * section + 1] = z2);
    source = output;
  }
  return output;
}

/** Two sections in one pass (the common case: K-weighting, a shelf pair). */
function filterPair(input: Float32Array, s: Biquad, t: Biquad, output: Float32Array, state?: Float64Array) {
  const { b0, b1, b2, a1, a2 } = s;
  const { b0: c0, b1: c1, b2: c2, a1: d1, a2: d2 } = t;
  let z1 = state ? state[0]! : 0,
    z2 = state ? state[1]! : 0,
    w1 = state ? state[2]! : 0,
    w2 = state ? state[3]! : 0;
  const n = input.length;
  for (let i = 0; i < n; i++) {
    const x = input[i]!;
    const y = b0 * x + z1;
    z1 = b1 * x - a1 * y + z2;
    z2 = b2 * x - a2 * y;
    const u = c0 * y + w1;
    w1 = c1 * y - d1 * u + w2;
    w2 = c2 * y - d2 * u;
    output[i] = u;
  }
  if (state) (state[0] = z1), (state[1] = z2), (state[2] = w1), (state[3] = w2);
}

/**
 * filterSeries for the two channels of a stereo stream at once, with their own states: two independent recurrences
 * in one loop keep the processor busy while each waits for its previous output, about twice as fast as one after
 * the other. Each channel's arithmetic is filterSeries' exactly.
 */
export function filterSeriesStereo(
  left: Float32Array,
  right: Float32Array,
  sections: readonly Biquad[],
  outLeft: Float32Array,
  outRight: Float32Array,
  stateLeft: Float64Array,
  stateRight: Float64Array,
): void {
  if (sections.length !== 2) {
    filterSeries(left, sections, outLeft, stateLeft);
    filterSeries(right, sections, outRight, stateRight);
    return;
  }
  const { b0, b1, b2, a1, a2 } = sections[0]!;
  const { b0: c0, b1: c1, b2: c2, a1: d1, a2: d2 } = sections[1]!;
  let z1 = stateLeft[0]!,
    z2 = stateLeft[1]!,
    w1 = stateLeft[2]!,
    w2 = stateLeft[3]!;
  let r1 = stateRight[0]!,
    r2 = stateRight[1]!,
    q1 = stateRight[2]!,
    q2 = stateRight[3]!;
  const n = left.length;
  for (let i = 0; i < n; i++) {
    const x = left[i]!;
    const X = right[i]!;
    const y = b0 * x + z1;
    const Y = b0 * X + r1;
    z1 = b1 * x - a1 * y + z2;
    r1 = b1 * X - a1 * Y + r2;
    z2 = b2 * x - a2 * y;
    r2 = b2 * X - a2 * Y;
    const u = c0 * y + w1;
    const U = c0 * Y + q1;
    w1 = c1 * y - d1 * u + w2;
    q1 = c1 * Y - d1 * U + q2;
    w2 = c2 * y - d2 * u;
    q2 = c2 * Y - d2 * U;
    outLeft[i] = u;
    outRight[i] = U;
  }
  (stateLeft[0] = z1), (stateLeft[1] = z2), (stateLeft[2] = w1), (stateLeft[3] = w2);
  (stateRight[0] = r1), (stateRight[1] = r2), (stateRight[2] = q1), (stateRight[3] = q2);
}

const norm = (b0: number, b1: number, b2: number, a0: number, a1: number, a2: number): Biquad => ({ b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 });

/** A peaking bell of `gainDb` at `frequency` Hz. */
export function peaking(sampleRate: number, frequency: number, gainDb: number, q: number): Biquad {
  const A = 10 ** (gainDb / 40);
  const w = (2 * Math.PI * frequency) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const c = Math.cos(w);
  return norm(1 + alpha * A, -2 * c, 1 - alpha * A, 1 + alpha / A, -2 * c, 1 - alpha / A);
}

/** A low shelf (`kind` low) or high shelf of `gainDb` at `frequency` Hz, slope 1. */
export function shelf(kind: 'low' | 'high', sampleRate: number, frequency: number, gainDb: number): Biquad {
  const A = 10 ** (gainDb / 40);
  const w = (2 * Math.PI * frequency) / sampleRate;
  const c = Math.cos(w);
  const alpha = (Math.sin(w) / 2) * Math.SQRT2;
  const s = 2 * Math.sqrt(A) * alpha;
  if (kind === 'low') {
    return norm(A * (A + 1 - (A - 1) * c + s), 2 * A * (A - 1 - (A + 1) * c), A * (A + 1 - (A - 1) * c - s), A + 1 + (A - 1) * c + s, -2 * (A - 1 + (A + 1) * c), A + 1 + (A - 1) * c - s);
  }
  return norm(A * (A + 1 + (A - 1) * c + s), -2 * A * (A - 1 + (A + 1) * c), A * (A + 1 + (A - 1) * c - s), A + 1 - (A - 1) * c + s, 2 * (A - 1 - (A + 1) * c), A + 1 - (A - 1) * c - s);
}

/** A second-order Butterworth high-pass at `frequency` Hz. */
export function highPass(sampleRate: number, frequency: number): Biquad {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const c = Math.cos(w);
  const alpha = Math.sin(w) / (2 * Math.SQRT1_2);
  return norm((1 + c) / 2, -(1 + c), (1 + c) / 2, 1 + alpha, -2 * c, 1 - alpha);
}
