import { TEMPLATE_LIMITS, templateMessages, templateSchema } from '@shared/campaigns/contract';
import { describe, expect, it } from 'vitest';
import { canAddVariation, canRemoveVariation, firstErrorMessage, focusAfterRemoval, insertAtCursor, removeVariation } from './variations';

describe('template variations', () => {
  it('given a cursor inside a message, when [First Name] is inserted, then it goes there and the cursor follows it', () => {
    expect(insertAtCursor('Hi , welcome', '[First Name]', 3)).toEqual({ message: 'Hi [First Name], welcome', cursor: 15 });
  });

  it('given a selection, when a variable is inserted, then it replaces the selection', () => {
    expect(insertAtCursor('Hi there!', '{name}', 3, 8)).toEqual({ message: 'Hi {name}!', cursor: 9 });
  });

  it('given a message never focused, when text is inserted, then it goes at its end', () => {
    expect(insertAtCursor('Hello ', '[First Name]')).toEqual({ message: 'Hello [First Name]', cursor: 18 });
  });

  it('given one variation, when removing, then it stays; given several, the one named goes', () => {
    expect(canRemoveVariation(1)).toBe(false);
    expect(removeVariation(['only'], 0)).toEqual(['only']);
    expect(canRemoveVariation(2)).toBe(true);
    expect(removeVariation(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('given the template holds the most variations it takes, when adding, then it is refused', () => {
    expect(canAddVariation(TEMPLATE_LIMITS.maxMessages - 1)).toBe(true);
    expect(canAddVariation(TEMPLATE_LIMITS.maxMessages)).toBe(false);
  });

  it('given the cursor in a variation, when one is removed, then the cursor stays with its variation', () => {
    expect(focusAfterRemoval(2, 1)).toBe(1);
    expect(focusAfterRemoval(1, 1)).toBe(0);
    expect(focusAfterRemoval(0, 0)).toBe(0);
    expect(focusAfterRemoval(0, 2)).toBe(0);
  });

  it('given nested form errors, when read, then the first message found is answered', () => {
    expect(firstErrorMessage({ message: 'On the list', type: 'too_small' })).toBe('On the list');
    expect(firstErrorMessage([undefined, { message: 'On an item' }])).toBe('On an item');
    expect(firstErrorMessage({ root: { message: 'At the root' } })).toBe('At the root');
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });

  it('given blank messages only or one too long, when checked by the contract, then its messages are the ones shown', () => {
    const blank = templateSchema.safeParse({ name: 'T', messages: ['  ', ''] });
    expect(blank.success ? undefined : blank.error.issues[0]?.message).toBe(templateMessages.messageRequired);
    const long = templateSchema.safeParse({ name: 'T', messages: ['x'.repeat(TEMPLATE_LIMITS.maxMessageLength + 1)] });
    expect(long.success ? undefined : long.error.issues[0]?.message).toBe(templateMessages.messageTooLong);
  });
});
