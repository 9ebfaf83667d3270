// The tracking entry: its own composition root, with no dependency on the runtime or the overlays.
// Visits, analytics, errors and page speed land with issue 8; until then it records nothing.
export const trackingVersion = '0.1.0';
