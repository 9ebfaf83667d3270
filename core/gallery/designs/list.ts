// media.md 3: list: each slide an image (imageWidth percent wide) beside its text. The server lays it out (layout/ holds
// the maths); every slide is in view, so the design has nothing to move.
import type { DesignInstance } from '../design.ts';

export const create = (): DesignInstance => ({ allInView: true, show: async () => {}, resized() {}, destroy() {} });
