// Website roles, and who counts as a plain viewer. Its own
// file (enums.ts re-exports it), so that a chunk that needs only these does not share enums.ts.
// Website roles by number
export const WebsiteRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
} as const;
export type WebsiteRole = (typeof WebsiteRole)[keyof typeof WebsiteRole];

// A plain viewer is not authenticated, or has the viewer role as its only role.
export function isPlainViewer(authenticated: boolean, roles: readonly number[]): boolean {
  if (!authenticated) return true;
  return roles.length > 0 && roles.every((role) => role === WebsiteRole.VIEWER);
}
