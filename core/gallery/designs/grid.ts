// grid: equal cells, perRow a row (4 by default) with `padding` between (20 px by default), square or in the
// images' own crop. The server's CSS grid lays it out (server/render/styles.ts, the cells' sizes attributes
// from server/render/blocks/gallery.ts), so every slide is in view and the design has nothing to move or measure.
import type { DesignInstance } from '../design.ts';

export const create = (): DesignInstance => ({ allInView: true, show: async () => {}, resized() {}, destroy() {} });
