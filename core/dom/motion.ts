// Prefers-reduced-motion is treated like nomotion=true: moves happen at once.
export interface MotionEnvironment {
  location?: { search: string };
  matchMedia?: (query: string) => { matches: boolean };
}

export function motionAllowed(env: MotionEnvironment): boolean {
  if (env.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  return new URLSearchParams(env.location?.search ?? '').get('nomotion') !== 'true';
}
