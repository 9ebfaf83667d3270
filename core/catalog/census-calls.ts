// The census calls, in a file of their own: only the census chunk imports it, so the constants travel
// in that chunk and neither in the tracking entry nor in a shared chunk of their own.
export const BUTTON_CLICK_PATH = '/api/census/button-click';
export const BUTTON_RENDER_PATH = '/api/census/button-render';
export const FORM_RENDER_PATH = '/api/census/form-render';
