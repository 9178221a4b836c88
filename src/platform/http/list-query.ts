import { z } from 'zod';

/** Range bounds fit PostgreSQL's integer, so an offset or a limit can never overflow a query. */
const MAX_RANGE_INDEX = 2_147_483_647;
/** react-admin's getMany asks for the records of one page or one reference field at a time. */
const MAX_IDS = 1000;

const malformed = (message: string, input: unknown) => new z.ZodError([{ code: 'custom', path: [], message, input }]);

const rangeIndex = z.number().int().min(0).max(MAX_RANGE_INDEX);
const id = z.union([z.string(), z.number()]).transform(String);
const idFilter = z.union([id.transform((one) => [one]), z.array(id).max(MAX_IDS)]).optional();
// Built once: a schema built per request costs more than the rest of a list query's parsing.
const sortSchema = z.tuple([z.string(), z.enum(['ASC', 'DESC'])]);
const rangeSchema = z.tuple([rangeIndex, rangeIndex]).refine(([first, last]) => last >= first);
const filterSchema = z.looseObject({ id: idFilter });

/**
 * Parses ra-data-simple-rest list parameters: sort=["field","ASC"], range=[from,to], filter={...}.
 * Any part that is not the expected shape (a repeated parameter, a string for a number, a huge or
 * fractional index) answers 400 naming the parameter. filter.id (one id or an array, react-admin's
 * getMany) comes back as `ids`; the other filter fields stay in `filter`.
 */
export function parseListQuery<Field extends string>(
  query: Record<string, unknown>,
  sortable: readonly [Field, ...Field[]],
  defaults: { sort: Field; order: 'ASC' | 'DESC'; pageSize: number; maxPageSize: number },
) {
  const parameter = <T>(name: 'sort' | 'range' | 'filter', schema: z.ZodType<T>, fallback: T): T => {
    const value = query[name];
    if (value === undefined || value === '') return fallback;
    const message = `Malformed ${name} parameter`;
    if (typeof value !== 'string') throw malformed(message, value);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw malformed(message, value);
    }
    const result = schema.safeParse(parsed);
    if (!result.success) throw malformed(message, value);
    return result.data;
  };
  const [sortField, order] = parameter<[string, 'ASC' | 'DESC']>('sort', sortSchema, [defaults.sort, defaults.order]);
  if (!(sortable as readonly string[]).includes(sortField)) throw malformed('Malformed sort parameter', query.sort);
  const [from, to] = parameter('range', rangeSchema, [0, defaults.pageSize - 1]);
  const { id: ids, ...filter } = parameter('filter', filterSchema, {});
  const limit = Math.min(to - from + 1, defaults.maxPageSize);
  return { sortField: sortField as Field, order, from, limit, filter: filter as Record<string, unknown>, ids };
}

/** A text filter field (e.g. the search box's q): absent gives '', anything but a string answers 400. */
export function textFilter(filter: Record<string, unknown>, name: string): string {
  const value = filter[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw malformed('Malformed filter parameter', value);
  return value;
}

/** The Content-Range header ra-data-simple-rest reads the total from. */
export function contentRange(resource: string, from: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${from}-${from + count - 1}/${total}`;
}
