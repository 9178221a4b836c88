import { z } from 'zod';

/**
 * An API answer without the shape the UI was built for: the API and the UI disagree, which must show as an error
 * where it happens rather than pass on as a cast and break a screen further along.
 */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly source: string,
    readonly issues: string,
  ) {
    super(`Unexpected answer from ${source}: ${issues}`);
    this.name = 'UnexpectedAnswerError';
  }
}

/** The answer checked against its schema; `source` names the call in the error ('GET /api/plan'). */
export function parseAnswer<T>(source: string, schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new UnexpectedAnswerError(source, z.prettifyError(parsed.error));
  return parsed.data;
}
