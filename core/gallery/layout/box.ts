// A laid-out item: where it sits in its container, in px.
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Layout {
  boxes: Box[];
  height: number;
}
