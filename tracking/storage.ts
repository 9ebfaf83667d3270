// The window's storage, read safely: reading localStorage or sessionStorage throws where storage is
// blocked (cookies off, a sandbox). One reader for after-load's stores and the page view's flag.
export const storageOf = (win: Window, name: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return win[name];
  } catch {
    return null;
  }
};
