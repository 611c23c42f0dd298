import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

// Draws for the profit range come from one seeded generator, so the same inputs and seed give the same figures.
// pure-rand gives the uniform numbers; the Gamma and Beta draws on top of it are the textbook methods below
// (decision 0047 gives the measured reason for not taking a statistics package's sampler).
//
// A range makes up to 80,000 Beta draws, so this file is written for the draw loop (decision 0056): each Beta's
// constants are worked out once, a Beta with both shapes above 1 is drawn in one acceptance loop (Cheng's BB) rather
// than as two Gamma draws, and nothing is allocated per draw.

// 53 random bits from two 32-bit outputs, as pure-rand's uniformFloat64 combines them: 26 bits, then 27.
const SCALE_26 = 2 ** -26;
const SCALE_53 = 2 ** -53;
const MASK_26 = 0x3ffffff;
const MASK_27 = 0x7ffffff;

/** A source of uniform numbers in (0, 1), reproducible from its seed, with the spare normal of the last polar pair. */
export interface UniformSource {
  next(): number;
  /** The second normal of the last polar pair, used by the next normal draw; NaN when there is none. */
  spare: number;
}

/** A seeded uniform source (xoroshiro128+). */
export function seededUniform(seed: number): UniformSource {
  const generator = xoroshiro128plus(seed | 0);
  return {
    spare: Number.NaN,
    next() {
      // The combined value is in [0, 1); 0 would break the logarithms below.
      for (;;) {
        const value = (generator.next() & MASK_26) * SCALE_26 + (generator.next() & MASK_27) * SCALE_53;
        if (value !== 0) return value;
      }
    },
  };
}

/** A standard normal draw (Marsaglia's polar method; each accepted pair gives two, the second kept for the next call). */
function standardNormal(source: UniformSource): number {
  const spare = source.spare;
  if (spare === spare) {
    source.spare = Number.NaN;
    return spare;
  }
  for (;;) {
    const u = 2 * source.next() - 1;
    const v = 2 * source.next() - 1;
    const s = u * u + v * v;
    if (s > 0 && s < 1) {
      const factor = Math.sqrt((-2 * Math.log(s)) / s);
      source.spare = v * factor;
      return u * factor;
    }
  }
}

/**
 * Marsaglia and Tsang's constants of a Gamma(shape, 1): d = shape' − 1/3 and c = 1/√(9d), with shape' = shape + 1
 * when shape < 1 (the draw is then boosted by u^(1/shape)); `boost` is 1/shape then, 0 otherwise.
 */
export interface GammaConstants {
  d: number;
  c: number;
  boost: number;
}

export function gammaConstants(shape: number): GammaConstants {
  const boosted = shape < 1;
  const d = (boosted ? shape + 1 : shape) - 1 / 3;
  return { d, c: 1 / Math.sqrt(9 * d), boost: boosted ? 1 / shape : 0 };
}

/** A Gamma draw from its constants (Marsaglia and Tsang, 2000). */
export function gammaFrom(source: UniformSource, d: number, c: number, boost: number): number {
  let draw: number;
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = standardNormal(source);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = source.next();
    const x2 = x * x;
    if (u < 1 - 0.0331 * x2 * x2 || Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) {
      draw = d * v;
      break;
    }
  }
  return boost === 0 ? draw : draw * source.next() ** boost;
}

/** A Gamma(shape, 1) draw. */
export function gammaDraw(source: UniformSource, shape: number): number {
  const { d, c, boost } = gammaConstants(shape);
  return gammaFrom(source, d, c, boost);
}

/** ln 4, and 1 + ln 5: constants of Cheng's algorithm BB. */
const LN_4 = Math.log(4);
const ONE_PLUS_LN_5 = 1 + Math.log(5);

/**
 * A Beta(alpha, beta) worked out for drawing. When both shapes exceed 1 (observed counts with a success and a failure,
 * a PERT whose mode is inside its range), Cheng's algorithm BB (1978) draws it in one acceptance loop of two uniforms;
 * otherwise it is X / (X + Y) of two Gamma draws.
 */
export interface BetaConstants {
  cheng: boolean;
  /** BB's smaller shape, larger shape, their sum, its β and γ; whether alpha was the larger shape. */
  small: number;
  large: number;
  sum: number;
  scale: number;
  shift: number;
  swapped: boolean;
  /** The two Gammas' constants, for shapes of 1 or less. */
  x: GammaConstants;
  y: GammaConstants;
}

export function betaConstants(alpha: number, beta: number): BetaConstants {
  const small = Math.min(alpha, beta);
  const large = Math.max(alpha, beta);
  const sum = small + large;
  const cheng = small > 1;
  const scale = cheng ? Math.sqrt((sum - 2) / (2 * small * large - sum)) : 0;
  return { cheng, small, large, sum, scale, shift: cheng ? small + 1 / scale : 0, swapped: alpha !== small, x: gammaConstants(alpha), y: gammaConstants(beta) };
}

/** A Beta draw in (0, 1) from its constants. */
export function betaFrom(source: UniformSource, k: BetaConstants): number {
  if (!k.cheng) {
    const x = gammaFrom(source, k.x.d, k.x.c, k.x.boost);
    const y = gammaFrom(source, k.y.d, k.y.c, k.y.boost);
    return x / (x + y);
  }
  const { small, large, sum, scale, shift } = k;
  let w: number;
  for (;;) {
    const u1 = source.next();
    const u2 = source.next();
    const v = scale * Math.log(u1 / (1 - u1));
    w = small * Math.exp(v);
    if (!Number.isFinite(w)) w = Number.MAX_VALUE;
    const z = u1 * u1 * u2;
    const r = shift * v - LN_4;
    const s = small + r - w;
    if (s + ONE_PLUS_LN_5 >= 5 * z) break;
    const t = Math.log(z);
    if (s > t) break;
    if (r + sum * Math.log(sum / (large + w)) >= t) break;
  }
  return k.swapped ? large / (large + w) : w / (large + w);
}

/** A Beta(alpha, beta) draw in (0, 1). */
export function betaDraw(source: UniformSource, alpha: number, beta: number): number {
  return betaFrom(source, betaConstants(alpha, beta));
}
