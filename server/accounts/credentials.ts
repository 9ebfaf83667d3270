// The session login payload, email, password and rememberMe, as JSON or
// form-encoded (where a checked box sends "on" and an unchecked one nothing).
import * as z from 'zod';

/** A flag as JSON (true, false) or as form text ("true", "on", "1"; "false", "0", ""). */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'on', '1', 'false', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

// Bounds keep scrypt's input small; the spec gives no limits (section 9), an address is at most 256.
export const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
  rememberMe: flag.optional().transform((value) => value === true),
});
