import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

/** Where an issue of the request lands in the form: a field's path, or 'root' for the form as a whole. */
export type FieldOf = (path: readonly PropertyKey[]) => string;

const wholeForm: FieldOf = () => 'root';

/**
 * A form's resolver when what is typed is not the request itself (numbers typed as text, fields named for the
 * form): the draft is made into the request and checked with the API's own schema, so its messages are the
 * form's, word for word. The first issue of each field lands on it (`fieldOf`); the rest on the form's root.
 * The values handed to the submit handler are the request as it is sent.
 */
export function requestResolver<Draft extends FieldValues, Schema extends z.ZodType, Request extends z.input<Schema> & FieldValues>(
  schema: Schema,
  requestOf: (draft: Draft) => Request,
  fieldOf: FieldOf = wholeForm,
): Resolver<Draft, unknown, Request> {
  return async (draft) => {
    const request = requestOf(draft);
    const parsed = await schema.safeParseAsync(request);
    if (parsed.success) return { values: request, errors: {} };
    const errors: FieldErrors<Draft> = {};
    const said = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (said.has(field)) continue;
      said.add(field);
      // Nested paths ('followers.max') as react-hook-form reads them.
      set(errors, field, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
