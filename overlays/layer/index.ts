// The layer's public surface: what every overlay shares, in one chunk that the overlays entry asks
// for beside the overlay itself (so nothing waits on a second round trip).
export { mount } from './layer.tsx';
export { addStyle } from './style.ts';
export { useModal } from './modal.ts';
export { transition } from './transition.ts';
export { richText } from './rich-text.ts';
export { useOverlayId } from './use-id.ts';
