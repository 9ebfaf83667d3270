// The site editor's frame marks its page; animations and history stay off there.
export const isEditMode = (document: Document): boolean => document.documentElement.getAttribute('data-edit-mode') === 'true';
