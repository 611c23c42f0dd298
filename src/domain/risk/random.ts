import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

// Draws for the profit range come from one seeded generator, so the same inputs and seed give the same figures.
// pure-rand gives the uniform numbers; the Gamma and Beta draws on top of it are the textbook methods below
// (decision 0047 gives the measured reason for not taking a statistics package's sampler).

/** A source of uniform numbers in (0, 1), reproducible from its seed. */
export interface UniformSource {
  next(): number;
  /** The second normal of the last polar pair, used by the next normal draw. */
  spare?: number;
}

/** A seeded uniform source (xoroshiro128+). */
export function seededUniform(seed: number): UniformSource {
  const generator = xoroshiro128plus(seed | 0);
  return {
    spare: undefined,
    next() {
      // uniformFloat64 is in [0, 1); 0 would break the logarithms below.
      let value = uniformFloat64(generator);
      while (value === 0) value = uniformFloat64(generator);
      return value;
    },
  };
}

/** A standard normal draw (Marsaglia's polar method; each accepted pair gives two, the second kept for the next call). */
function standardNormal(source: UniformSource): number {
  if (source.spare !== undefined) {
    const spare = source.spare;
    source.spare = undefined;
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

/** A Gamma(shape, 1) draw (Marsaglia and Tsang, 2000; shape < 1 through the boost u^(1/shape)). */
export function gammaDraw(source: UniformSource, shape: number): number {
  if (shape < 1) return gammaDraw(source, shape + 1) * source.next() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
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
    if (u < 1 - 0.0331 * x2 * x2) return d * v;
    if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** A Beta(alpha, beta) draw in (0, 1), as X / (X + Y) of two Gamma draws. */
export function betaDraw(source: UniformSource, alpha: number, beta: number): number {
  const x = gammaDraw(source, alpha);
  const y = gammaDraw(source, beta);
  return x / (x + y);
}
