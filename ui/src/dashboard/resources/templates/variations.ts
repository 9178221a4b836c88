import { TEMPLATE_LIMITS } from '@shared/campaigns/contract';

/** `text` put in place of the selection [start, end) of `message`, and where the cursor lands after it. */
export function insertAtCursor(message: string, text: string, start = message.length, end = start): { message: string; cursor: number } {
  return { message: message.slice(0, start) + text + message.slice(end), cursor: start + text.length };
}

/** A blank variation may be added until the template holds as many as it takes. */
export function canAddVariation(count: number): boolean {
  return count < TEMPLATE_LIMITS.maxMessages;
}

/** A variation may be removed while there are several: a template keeps at least its first field. */
export function canRemoveVariation(count: number): boolean {
  return count > 1;
}

/** The variations without the one at `index` (unchanged when it is the last one left). */
export function removeVariation(messages: readonly string[], index: number): string[] {
  return canRemoveVariation(messages.length) ? messages.filter((_, i) => i !== index) : [...messages];
}

/** The variation that keeps the cursor once the one at `removed` is gone: the same one, moved up if it was below. */
export function focusAfterRemoval(focused: number, removed: number): number {
  return focused >= removed ? Math.max(0, focused - 1) : focused;
}

/** The first message of a form error, wherever the schema put it (on the list or on one of its items). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}
