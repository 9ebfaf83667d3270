// Pure validators of the spec: the email rule (re-exported by validators.ts).
// Email length 3 to 256.
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

// A simple local@domain pattern whose last label has 2 to 4 letters or digits.
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z0-9]{2,4}$/;

// Form submit, email is 3 to 256 characters.
export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
