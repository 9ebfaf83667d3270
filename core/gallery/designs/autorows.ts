// media.md 3: autorows: justified rows near rowHeight (250), 20 px gutters. The server lays it out (layout/ holds
// the maths); every slide is in view, so the design has nothing to move.
import type { DesignInstance } from '../design.ts';

export const create = (): DesignInstance => ({ allInView: true, show: async () => {}, resized() {}, destroy() {} });
