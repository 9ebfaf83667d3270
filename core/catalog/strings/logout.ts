// The popup shown for a logout=true address.
export const logoutStrings = {
  title: 'Logout Successful',
  message: 'You have been successfully logged out.',
} as const;
