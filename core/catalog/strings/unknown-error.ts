// The form message for no reply at all. A module of its own, so that what must say
// it without the whole form table (the server popup, when its sign-up chunk cannot come) fetches only it.
export const UNKNOWN_ERROR = 'Unknown error, please try again later.';
