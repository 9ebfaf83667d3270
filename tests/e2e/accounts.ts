// The accounts the e2e servers create at start (playwright.config.ts passes them as VITRINE_OWNER_*
// and VITRINE_VIEWER_*). Test-only passwords, never a product default.
export const E2E_ACCOUNTS = {
  owner: { email: 'owner@example.com', password: 'e2e-owner-Password-7f3c' },
  viewer: { email: 'viewer@example.com', password: 'e2e-viewer-Password-2b9d' },
} as const;

/** The env entries both e2e servers get (they share one data folder, so the same accounts). */
export const E2E_ACCOUNT_ENV = {
  VITRINE_OWNER_EMAIL: E2E_ACCOUNTS.owner.email,
  VITRINE_OWNER_PASSWORD: E2E_ACCOUNTS.owner.password,
  VITRINE_VIEWER_EMAIL: E2E_ACCOUNTS.viewer.email,
  VITRINE_VIEWER_PASSWORD: E2E_ACCOUNTS.viewer.password,
};
