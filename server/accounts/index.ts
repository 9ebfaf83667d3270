// Accounts and sessions on the server: the public surface (docs/ARCHITECTURE.md 1).
export { createAccounts, clientAddress, type Accounts, type AccountsOptions } from './sign-in.ts';
export { ensureAccounts, DEFAULT_OWNER_EMAIL, type AccountEnv } from './bootstrap.ts';
export { expiredSessionCookie, isHttps, sessionCookie, type Session } from './sessions.ts';
export { credentialsSchema, flag } from './credentials.ts';
export { expiredLastIdentityCookie } from './last-identity.ts';
export { signInCookies } from './sign-in-cookies.ts';
