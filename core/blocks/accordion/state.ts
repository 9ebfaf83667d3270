// Accordion: opening one closes the others unless multiple-open is allowed.
export type OpenState = readonly boolean[];

export function toggleItem(state: OpenState, index: number, allowMultiple: boolean): boolean[] {
  const opening = !state[index];
  return state.map((open, i) => (i === index ? opening : opening && !allowMultiple ? false : open));
}

export function openItem(state: OpenState, index: number, allowMultiple: boolean): boolean[] {
  return state.map((open, i) => i === index || (allowMultiple && open));
}

export function initialState(count: number, expandFirst: boolean): boolean[] {
  return Array.from({ length: count }, (_, i) => expandFirst && i === 0);
}
