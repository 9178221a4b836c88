import { expect, it } from 'vitest';
import { privateHostsAllowed } from './blocked-addresses';

it('given an operator setting for private hosts, then it decides; unset, only demo mode allows them', () => {
  for (const setting of ['1', 'true']) expect(privateHostsAllowed(setting, false)).toBe(true);
  for (const setting of ['0', 'false']) expect(privateHostsAllowed(setting, true)).toBe(false);
  expect(privateHostsAllowed(undefined, true)).toBe(true);
  expect(privateHostsAllowed('', false)).toBe(false);
});
