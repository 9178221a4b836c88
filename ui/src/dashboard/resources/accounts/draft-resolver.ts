import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a form's fields as typed with the API's own request schema (its messages, word for word), through the
 * pure mapping from what is typed to the request. An issue lands on the field of the same name, the first one
 * of each field only, as the API answers.
 */
export function draftResolver<Draft extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  /** The request for what is typed, unchecked: a field left unchosen stays as it is, for the schema to refuse. */
  requestOf: (draft: Draft) => unknown,
): Resolver<Draft, unknown, z.output<Schema>> {
  return async (draft, _context, options) => {
    const parsed = await schema.safeParseAsync(requestOf(draft));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.') || 'root';
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
