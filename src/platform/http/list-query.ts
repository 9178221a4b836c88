import { z } from 'zod';

/** Parses ra-data-simple-rest list parameters: sort=["field","ASC"], range=[from,to], filter={...}. */
export function parseListQuery<Field extends string>(
  query: Record<string, unknown>,
  sortable: readonly [Field, ...Field[]],
  defaults: { sort: Field; order: 'ASC' | 'DESC'; pageSize: number; maxPageSize: number },
) {
  const json = (value: unknown) => {
    if (typeof value !== 'string' || value === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw new z.ZodError([{ code: 'custom', path: [], message: 'Malformed list parameters', input: value }]);
    }
  };
  const sort = z
    .tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])], { error: 'Malformed sort parameter' })
    .default([defaults.sort, defaults.order])
    .parse(json(query.sort));
  const range = z
    .tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'Malformed range parameter' })
    .refine(([from, to]) => to >= from, 'Malformed range parameter')
    .default([0, defaults.pageSize - 1])
    .parse(json(query.range));
  const filter = z.record(z.string(), z.unknown(), { error: 'Malformed filter parameter' }).default({}).parse(json(query.filter));
  const from = range[0];
  const limit = Math.min(range[1] - range[0] + 1, defaults.maxPageSize);
  return { sortField: sort[0], order: sort[1], from, limit, filter };
}

/** The Content-Range header ra-data-simple-rest reads the total from. */
export function contentRange(resource: string, from: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${from}-${from + count - 1}/${total}`;
}
