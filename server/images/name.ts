// /images/{name}; one strict pattern keeps traversal and odd names out.
export const IMAGE_NAME = /^[a-z0-9][a-z0-9_-]*\.(jpg|jpeg|png|webp)$/i;

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

export const isImageName = (name: string): boolean => IMAGE_NAME.test(name);

export const contentTypeOf = (name: string): ImageContentType => {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  return 'image/jpeg';
};
