import { describe, expect, it } from 'vitest';
import { derivedEventId } from './events';

// Stores already hold events under these ids: a repeated append is recognised only if the same key keeps its id.
// The ids are SHA-256 of the bare key laid out as a UUID, not UUID v5 (SHA-1 of a namespace and the key).
describe('derivedEventId', () => {
  it('keeps the ids events were recorded under', () => {
    expect(derivedEventId('UserRegistered:u1')).toBe('3db5d1bf-8219-5e28-b0f0-f8efe02b7d2b');
    expect(derivedEventId('PlanRecordCreated:3f2b')).toBe('6f8a18f7-7fe5-5ab9-b438-b4be7310622f');
    expect(derivedEventId('ReplyReceived:1790000000000000001')).toBe('77b07d0c-cf14-5e1b-a01f-2466db76ab67');
    expect(derivedEventId('plan:u1:evt_123:PlanChanged')).toBe('add6616b-d25c-52ee-959d-b3aa1e11c986');
    expect(derivedEventId('')).toBe('e3b0c442-98fc-5c14-9afb-f4c8996fb924');
  });
});
