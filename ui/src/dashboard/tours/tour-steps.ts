/**
 * The step a tour moves to from `from` in `direction`, skipping steps whose element is not on screen: a tour
 * never shows a bubble that points at nothing. null when no step is left that way (moving on past the last one
 * finishes the tour; moving back past the first stays where it is).
 */
export function nextShownStep(total: number, from: number, direction: 1 | -1, present: (index: number) => boolean): number | null {
  for (let index = from + direction; index >= 0 && index < total; index += direction) {
    if (present(index)) return index;
  }
  return null;
}
