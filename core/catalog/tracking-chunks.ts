// tracking.md 7: the calls that only the tracking entry's chunks make (census, page speed), in a file
// of their own: a chunk splits by file, so constants beside the entry's would travel in the entry.
// core/catalog/tracking.ts re-exports them for the server.
export const SETTINGS_PATH = '/api/1/performance/settings';
export const RECORDS_PATH = '/api/1/performance/records';
export const BUTTON_CLICK_PATH = '/api/census/button-click';
export const BUTTON_RENDER_PATH = '/api/census/button-render';
export const FORM_RENDER_PATH = '/api/census/form-render';
/** tracking.md 7: the metric-settings call's client version. */
export const PERFORMANCE_CLIENT_VERSION = '4.0.7';
