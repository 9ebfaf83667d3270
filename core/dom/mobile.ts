// Mobile is a coarse primary pointer on a
// viewport at most 926 px wide (phones up to 926 px).
import { PHONE_MAX_WIDTH } from '../catalog/breakpoints.ts';

export { PHONE_MAX_WIDTH };

export interface MobileEnvironment {
  innerWidth: number;
  matchMedia?: (query: string) => { matches: boolean };
}

export function isMobile(env: MobileEnvironment): boolean {
  return env.innerWidth <= PHONE_MAX_WIDTH && env.matchMedia?.('(pointer: coarse)').matches === true;
}
