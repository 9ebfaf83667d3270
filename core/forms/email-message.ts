// The message for an address that is not one. A file of its own, so that the popup's
// sign-up takes it with the form messages (the submit-calls chunk) without the form block's checks.
import { format } from '../catalog/strings.ts';
import { formStrings } from '../catalog/strings/form.ts';

/** What the spec's {email} stands for in 'Email is not valid…': one value for the popup, the form block and the server. */
export const EMAIL_EXAMPLE = 'name@example.com';

export const emailMessage = (): string => format(formStrings.emailNotValid, { email: EMAIL_EXAMPLE });
