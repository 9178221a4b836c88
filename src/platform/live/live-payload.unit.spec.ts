import { expect, it } from 'vitest';
import type { LiveChange } from './live-change';
import { coalesce, decodePayload, encodePayloads, MAX_IDS_PER_CHANGE, MAX_PAYLOAD_BYTES } from './live-payload';

it('merges the changes of one user and resource, and a whole-resource change absorbs named ids', () => {
  expect(
    coalesce([
      { userId: 'u1', resource: 'do-not-contact', ids: ['alice'] },
      { userId: 'u1', resource: 'do-not-contact', ids: ['bob', 'alice'] },
      { userId: 'u2', resource: 'do-not-contact', ids: ['carol'] },
      { userId: 'u1', resource: 'plan' },
      { userId: 'u2', resource: 'do-not-contact' },
      { userId: 'u2', resource: 'do-not-contact', ids: ['dave'] },
    ]),
  ).toEqual([
    { userId: 'u1', resource: 'do-not-contact', ids: ['alice', 'bob'] },
    { userId: 'u2', resource: 'do-not-contact' },
    { userId: 'u1', resource: 'plan' },
  ]);
});

it('drops the ids of a change that names too many', () => {
  const ids = Array.from({ length: MAX_IDS_PER_CHANGE + 1 }, (_, i) => `user_${i}`);
  expect(coalesce([{ userId: 'u1', resource: 'do-not-contact', ids }])).toEqual([{ userId: 'u1', resource: 'do-not-contact' }]);
});

it('packs many users into payloads under the NOTIFY limit, and every change arrives', () => {
  const changes: LiveChange[] = Array.from({ length: 2000 }, (_, i) => ({
    userId: `user-${i}-${'x'.repeat(30)}`,
    resource: 'do-not-contact',
    ids: Array.from({ length: 50 }, (_, j) => `name_${j}_${'y'.repeat(8)}`),
  }));
  const payloads = encodePayloads(changes);
  expect(payloads.length).toBeGreaterThan(1);
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD_BYTES);
  expect(payloads.flatMap(decodePayload)).toEqual(changes);
});

it('sends a change whose ids alone would pass the limit without its ids', () => {
  const ids = Array.from({ length: MAX_IDS_PER_CHANGE }, (_, i) => `${'n'.repeat(90)}${i}`);
  expect(encodePayloads([{ userId: 'u1', resource: 'do-not-contact', ids }]).flatMap(decodePayload)).toEqual([
    { userId: 'u1', resource: 'do-not-contact' },
  ]);
});

it('reads nothing from a malformed payload', () => {
  expect(decodePayload('not json')).toEqual([]);
  expect(decodePayload('{"userId":"u1"}')).toEqual([]);
  expect(decodePayload('[{"userId":"u1","resource":"plan"},{"userId":3}]')).toEqual([{ userId: 'u1', resource: 'plan' }]);
});
