// The server popup's sign-up, a chunk of its own that server-popup.ts fetches on the first focus in its
// form (or its first submit): the address check and the call, so the popup shows without them.
export { isValidEmail } from '../catalog/email.ts';
export { emailMessage, signUpOnPage, signupPage } from './signup.ts';
