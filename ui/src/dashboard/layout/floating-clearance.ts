/** A box on screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether a floating box would lie over any of the controls' boxes (empty boxes, of hidden controls, never count). */
export function coversAControl(floating: Box, controls: readonly Box[]): boolean {
  return controls.some((control) => control.right > control.left && control.bottom > control.top && boxesOverlap(floating, control));
}
