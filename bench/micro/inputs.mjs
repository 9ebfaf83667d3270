// Seeded, reproducible inputs for the micro-benches: the same seed gives the same items every run.

/** mulberry32: a tiny 32-bit PRNG; uniform in [0, 1). */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

// A photo gallery's shapes: mostly camera ratios, some squares and wides, a tenth anything from 0.4 to 2.8.
const SHAPES = [
  [0.35, 3 / 2],
  [0.15, 2 / 3],
  [0.15, 4 / 3],
  [0.1, 3 / 4],
  [0.1, 1],
  [0.05, 16 / 9],
];

/** Aspect ratios (width over height) of `count` photographs. */
export function photoRatios(count, seed) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    let r = random();
    for (const [share, ratio] of SHAPES) if ((r -= share) < 0) return ratio;
    return 0.4 + random() * 2.4;
  });
}

/** Inputs of neededWidth: boxes from phone thumbnails to desktop heroes, with and without dimensions. */
export function widthInputs(count, seed) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const width = Math.round(40 + random() * 1400);
    const box = { width: random() < 0.03 ? 0 : width, height: random() < 0.3 ? 0 : Math.round(width / (0.4 + random() * 2.4)) };
    const original = pick(random, [800, 1200, 2048, 3000, 4000, 6000]);
    const dimensions = random() < 0.1 ? null : { width: original, height: Math.round(original / (0.4 + random() * 2.4)) };
    return { box, dimensions, crop: pick(random, ['cover', 'contain', 'none']), stretch: random() < 0.8, dpr: pick(random, [1, 1.5, 2, 2.625, 3, 3.5]) };
  });
}

/** Inputs of stepIndex: a current index (sometimes out of range or negative), a step, a count, loop. */
export function indexInputs(count, seed) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const slides = 1 + Math.floor(random() * 60);
    const current = random() < 0.1 ? Math.floor(random() * 4 * slides) - 2 * slides : Math.floor(random() * slides);
    return { current, delta: random() < 0.5 ? 1 : -1, count: slides, loop: random() < 0.5 };
  });
}

const OTHER_COOKIES = [
  '_ga=GA1.2.1234567890.1700000000',
  '_gid=GA1.2.987654321.1700000000',
  'crumb=BeTa1234xyz',
  'cart=%7B%22items%22%3A3%7D',
  'theme=dark',
  'legacy=50%',
  'lang=fr-CA',
  'SS_MID=abc123-def456',
];

/**
 * document.cookie strings as a visitor's browser holds them: a few other cookies (one with a bare
 * '%'), the consent choice (accepted, declined, absent or garbage) and the tracking cookies, in any order.
 */
export function cookieInputs(count, seed, now) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const pairs = OTHER_COOKIES.filter(() => random() < 0.5);
    const consent = pick(random, ['true', 'true', 'false', null, 'yes']);
    if (consent) pairs.push(`ss_cookieAllowed=${consent}`);
    const first = now - Math.floor(random() * 3e10);
    const visitor = pick(random, [null, `v-${Math.floor(random() * 1e9)}|${first}|${first + 1}|${first + 2}|${1 + Math.floor(random() * 40)}`, 'broken|1|2', 'x|0|1|2|3']);
    if (visitor) pairs.push(`ss_cvr=${visitor}`);
    const stamp = pick(random, [null, String(now - Math.floor(random() * 1.8e6)), '0', 'abc']);
    if (stamp) pairs.push(`ss_cvt=${stamp}`);
    for (let i = pairs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
    }
    return { cookies: pairs.join('; '), consent, id: `id-${Math.floor(random() * 1e9)}`, screenshot: random() < 0.02 };
  });
}
