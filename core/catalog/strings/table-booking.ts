// forms-commerce.md 2 and tracking.md 6: the reservation block for a logged-in owner.
// tracking.md asks for the brand "OpenTable" to be replaced by the provider's
// table-booking service; its name is not given, so it is the {service} placeholder.
export const tableBookingStrings = {
  previewOnly: 'Preview Only: Please log out of your account in order to use the {service} Block.',
} as const;
