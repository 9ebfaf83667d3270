// media.md 3: autogrid: as many equal cells as fit at 250 px or wider. The server lays it out (layout/ holds
// the maths); every slide is in view, so the design has nothing to move.
import type { DesignInstance } from '../design.ts';

export const create = (): DesignInstance => ({ allInView: true, show: async () => {}, resized() {}, destroy() {} });
