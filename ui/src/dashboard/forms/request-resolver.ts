import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

/** Where an issue of the request lands in the form: a field's path, or 'root' for the form as a whole. */
export type FieldOf = (path: readonly PropertyKey[]) => string;

/** Every issue on the form as a whole. */
export const wholeForm: FieldOf = () => 'root';
/** Each issue on the field of the same name as the request's ('followers.max' nested as react-hook-form reads it). */
export const sameName: FieldOf = (path) => path.map(String).join('.') || 'root';

/**
 * A form's resolver when what is typed is not the request itself (numbers typed as text, fields named for the
 * form): the draft is made into the request and checked with the API's own schema, so its messages are the
 * form's, word for word. The first issue of each field lands on it (`fieldOf`). The values handed to the submit
 * handler are the request as it is sent.
 */
export function requestResolver<Draft extends FieldValues, Schema extends z.ZodType, Request extends z.input<Schema> & FieldValues>(
  schema: Schema,
  requestOf: (draft: Draft) => Request,
  fieldOf: FieldOf = wholeForm,
): Resolver<Draft, unknown, Request> {
  return async (draft) => {
    const request = requestOf(draft);
    const errors = await refusalsOf<Draft>(schema, request, fieldOf);
    return errors ? { values: {}, errors } : { values: request, errors: {} };
  };
}

/** As `requestResolver`, each issue on the field of its name, handing the submit handler the request as the schema parsed it (trimmed, numbers as numbers). */
export function parsedRequestResolver<Draft extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  /** The request for what is typed, unchecked: a field left unchosen stays as it is, for the schema to refuse. */
  requestOf: (draft: Draft) => unknown,
): Resolver<Draft, unknown, z.output<Schema>> {
  return async (draft) => {
    const parsed = await schema.safeParseAsync(requestOf(draft));
    if (parsed.success) return { values: parsed.data, errors: {} };
    return { values: {}, errors: fieldErrors<Draft>(parsed.error.issues, sameName) };
  };
}

async function refusalsOf<Draft extends FieldValues>(schema: z.ZodType, request: unknown, fieldOf: FieldOf): Promise<FieldErrors<Draft> | null> {
  const parsed = await schema.safeParseAsync(request);
  return parsed.success ? null : fieldErrors<Draft>(parsed.error.issues, fieldOf);
}

/** The first issue of each field, on it. */
function fieldErrors<Draft extends FieldValues>(issues: readonly z.core.$ZodIssue[], fieldOf: FieldOf): FieldErrors<Draft> {
  const errors: FieldErrors<Draft> = {};
  const said = new Set<string>();
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (said.has(field)) continue;
    said.add(field);
    set(errors, field, { type: issue.code, message: issue.message });
  }
  return errors;
}
