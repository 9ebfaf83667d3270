// The standard easings (Penner's set, as CSS and motion name them) and cubic-bezier. Pure.
export type Easing = (t: number) => number;

const { PI, cos, sqrt, pow } = Math;

// Each curve is written once, as its "in" form; "out" and "in-out" are derived.
const out =
  (ease: Easing): Easing =>
  (t) =>
    1 - ease(1 - t);
const inOut =
  (ease: Easing): Easing =>
  (t) =>
    t < 0.5 ? ease(2 * t) / 2 : 1 - ease(2 - 2 * t) / 2;

const BASE: Record<string, Easing> = {
  Quad: (t) => t * t,
  Cubic: (t) => t * t * t,
  Quart: (t) => t ** 4,
  Quint: (t) => t ** 5,
  Sine: (t) => 1 - cos((t * PI) / 2),
  Expo: (t) => (t === 0 ? 0 : pow(2, 10 * t - 10)),
  Circ: (t) => 1 - sqrt(1 - t * t),
  Back: (t) => 2.70158 * t * t * t - 1.70158 * t * t,
};

export const easings: Record<string, Easing> = { linear: (t) => t };
for (const [name, ease] of Object.entries(BASE)) {
  easings[`easeIn${name}`] = ease;
  easings[`easeOut${name}`] = out(ease);
  easings[`easeInOut${name}`] = inOut(ease);
}

// x(t) is solved for t by bisection to 1e-9: exact even where the curve is flat (where Newton's
// method, tested on x alone, can miss t by 1e-3), and cheap for one call a frame.
const PRECISION = 1e-9;

/** The CSS cubic-bezier(x1, y1, x2, y2) timing function; x1 and x2 must lie in 0..1. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): Easing {
  if (![x1, y1, x2, y2].every(Number.isFinite) || x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1)
    throw new RangeError(`[Tween] cubic-bezier x values must be within 0 and 1 (got ${x1}, ${x2})`);
  if (x1 === y1 && x2 === y2) return easings.linear as Easing;
  // B(t) = 3p1(1-t)^2 t + 3p2(1-t) t^2 + t^3, increasing in t for x since x1 and x2 lie in 0..1.
  const bezier = (p1: number, p2: number, t: number): number => ((1 + 3 * p1 - 3 * p2) * t * t + (3 * p2 - 6 * p1) * t + 3 * p1) * t;
  return (x) => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    let low = 0;
    let high = 1;
    while (high - low > PRECISION) {
      const mid = (low + high) / 2;
      if (bezier(x1, x2, mid) < x) low = mid;
      else high = mid;
    }
    return bezier(y1, y2, (low + high) / 2);
  };
}

// CSS's named timing functions.
easings.ease = cubicBezier(0.25, 0.1, 0.25, 1);
easings.easeIn = cubicBezier(0.42, 0, 1, 1);
easings.easeOut = cubicBezier(0, 0, 0.58, 1);
easings.easeInOut = cubicBezier(0.42, 0, 0.58, 1);

/** An easing by name, or the function itself; unknown names fall back to ease, with a warning. */
export function toEasing(easing: Easing | string | undefined): Easing {
  if (typeof easing === 'function') return easing;
  const named = easing === undefined ? easings.ease : easings[easing];
  if (named && Object.hasOwn(easings, easing ?? 'ease')) return named;
  console.warn(`[Tween] Unknown easing "${easing}"; using ease.`);
  return easings.ease as Easing;
}
