// Accounts and sessions on the server: the public surface (docs/ARCHITECTURE.md 1).
export { createAccounts, clientAddress, type Accounts, type AccountsOptions, type Credentials, type SignInResult } from './sign-in.ts';
export { ensureAccounts, DEFAULT_OWNER_EMAIL, OWNER_ROLES, VIEWER_ROLES, type AccountEnv, type EnsuredAccounts } from './bootstrap.ts';
export { expiredSessionCookie, isHttps, sessionCookie, SESSION_COOKIE, type NewSession, type Session } from './sessions.ts';
export { FAILURE_LIMIT, FAILURE_WINDOW_MS } from './failure-limit.ts';
export { credentialsSchema, flag } from './credentials.ts';
export { expiredLastIdentityCookie, lastIdentityCookie, LAST_IDENTITY_COOKIE, LAST_IDENTITY_MAX_AGE } from './last-identity.ts';
export { signInCookies } from './sign-in-cookies.ts';
