// Where a tooltip goes (width 250): below its trigger, centred on it, inside the
// viewport by a margin; above when it does not fit below but does above. Pure, in viewport pixels.
export const TOOLTIP_WIDTH = 250;
export const TOOLTIP_GAP = 8;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function placeTooltip(trigger: Box, tip: Pick<Box, 'width' | 'height'>, viewport: Pick<Box, 'width' | 'height'>): Pick<Box, 'left' | 'top'> {
  const centred = trigger.left + trigger.width / 2 - tip.width / 2;
  const left = Math.max(TOOLTIP_GAP, Math.min(centred, viewport.width - TOOLTIP_GAP - tip.width));
  const below = trigger.top + trigger.height + TOOLTIP_GAP;
  const above = trigger.top - TOOLTIP_GAP - tip.height;
  const top = below + tip.height > viewport.height - TOOLTIP_GAP && above >= TOOLTIP_GAP ? above : below;
  return { left: Math.round(left), top: Math.round(top) };
}
