// The tracking entry: its own composition root, with no dependency on the runtime or the overlays.
// A page loads it as its own module script, and it starts itself; sites may import its functions
// (tracking/start.ts says what each does). For owners they record nothing.
import { startTracking } from '../tracking/start.ts';

export const { trackEvent, log, report: reportError, guard, measure } = startTracking(window);
