// (session login): the sign-in page and the session
// call. The spec gives no wording for a refused sign-in; docs/decisions.md "Owner access: the server".
export const accountStrings = {
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  signIn: 'Sign in',
  /** One message for a wrong email and a wrong password alike. */
  signInFailed: 'Incorrect email or password. Please try again.',
  signInRateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInExpired: 'This sign-in form had expired. Please sign in again.',
  /** The login dialog's call could not be made (its data chunk did not load). */
  signInUnreachable: 'Unable to connect. Please try again',
  /** The login dialog's button that closes it (Escape rule 5). */
  cancel: 'Cancel',
} as const;
