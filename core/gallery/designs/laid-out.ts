// The designs the server lays out whole (grid, autogrid, autocolumns, autorows, list; layout/ holds
// the maths): every slide is in view, so the design has nothing to move.
import type { DesignInstance } from '../design.ts';

export const create = (): DesignInstance => ({ allInView: true, show: async () => {}, resized() {}, destroy() {} });
