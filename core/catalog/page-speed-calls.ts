// The page-speed calls, in a file of their own: only the page-speed chunk imports it, so the constants
// travel in that chunk and neither in the tracking entry nor in a shared chunk of their own.
export const SETTINGS_PATH = '/api/1/performance/settings';
export const RECORDS_PATH = '/api/1/performance/records';
/** The metric-settings call's client version. */
export const PERFORMANCE_CLIENT_VERSION = '4.0.7';
