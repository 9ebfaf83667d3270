// Accounts and sessions on the server: the public surface (docs/ARCHITECTURE.md 1).
export { createAccounts, clientAddress, type Accounts, type AccountsOptions } from './sign-in.ts';
export { ensureAccounts, OWNER_ROLES } from './bootstrap.ts';
export { expiredSessionCookie, type Session } from './sessions.ts';
export { credentialsSchema, flag } from './credentials.ts';
export { expiredLastIdentityCookie } from './last-identity.ts';
export { signInCookies } from './sign-in-cookies.ts';
