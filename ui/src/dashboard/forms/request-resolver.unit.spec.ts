import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestResolver } from './request-resolver';

type Draft = { title: string; count: string };
const schema = z
  .object({ name: z.string().min(1, { error: 'Please enter a name' }), size: z.number({ error: 'A whole number, please' }).int({ error: 'A whole number, please' }) })
  .refine((request) => request.name !== 'taken', { error: 'That name is taken' });
const requestOf = (draft: Draft) => ({ name: draft.title, size: draft.count === '' ? Number.NaN : Number(draft.count) });
const options: ResolverOptions<Draft> = { fields: {}, shouldUseNativeValidation: false };

describe("a form's resolver through the API's own request schema", () => {
  it('given what is typed is a valid request, when checked, then the request as sent is the value', async () => {
    expect(await requestResolver(schema, requestOf)({ title: 'Mine', count: '3' }, undefined, options)).toEqual({ values: { name: 'Mine', size: 3 }, errors: {} });
  });

  it("given fields the schema refuses, when checked, then each field's first message lands where the form says", async () => {
    const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'name' ? 'title' : path[0] === 'size' ? 'count' : 'root');
    const answer = await requestResolver(schema, requestOf, fieldOf)({ title: '', count: 'x' }, undefined, options);
    expect(answer.errors).toEqual({ title: { type: 'too_small', message: 'Please enter a name' }, count: { type: 'invalid_type', message: 'A whole number, please' } });
  });

  it('given a refusal of the whole request, when checked, then it is the form root message', async () => {
    const answer = await requestResolver(schema, requestOf)({ title: 'taken', count: '1' }, undefined, options);
    expect(answer.errors).toEqual({ root: { type: 'custom', message: 'That name is taken' } });
  });
});
