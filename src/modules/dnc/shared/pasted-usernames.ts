import { dncMessages, MAX_USERNAMES_PER_REQUEST } from '../contract';
import { cleanUsernames } from './clean-usernames';

/** Why a paste adds nothing before the list is looked at; the decider refuses with it, the form says it without a round trip. */
export interface PasteRefusal {
  message: string;
  code: 'input_required' | 'no_valid_usernames' | 'too_many_usernames';
  /** Refused for its size (413), not its content (400). */
  tooLarge: boolean;
}

/**
 * A paste's usernames (cleaned, each once, and how many repeats were dropped), or its refusal: blank, no username
 * in it, or more than MAX_USERNAMES_PER_REQUEST entries at once (repeats count: they were sent).
 */
export function checkPaste(input: string): { usernames: string[]; repeated: number; refusal: null } | { refusal: PasteRefusal } {
  if (input.trim().length === 0) return { refusal: { message: dncMessages.inputRequired, code: 'input_required', tooLarge: false } };
  const { usernames, repeated } = cleanUsernames(input);
  if (usernames.length === 0) return { refusal: { message: dncMessages.noValidUsernames, code: 'no_valid_usernames', tooLarge: false } };
  if (usernames.length + repeated > MAX_USERNAMES_PER_REQUEST) {
    return { refusal: { message: dncMessages.tooMany(MAX_USERNAMES_PER_REQUEST), code: 'too_many_usernames', tooLarge: true } };
  }
  return { usernames, repeated, refusal: null };
}
