import { describe, expect, it } from 'vitest';
import { emptyLead, setLeadValue } from './lead-record';
import { copyLine } from './copy-text';

describe('setLeadValue', () => {
  it("given columns named like an object's built-ins (__proto__, constructor, toString), then each is kept as the lead's own text value", () => {
    const lead = emptyLead('jane');
    for (const column of ['__proto__', 'constructor', 'toString']) setLeadValue(lead, null, column, `${column} value`);
    expect(Object.getPrototypeOf(lead.metadata)).toBe(Object.prototype);
    expect(Object.entries(lead.metadata)).toEqual([
      ['__proto__', '__proto__ value'],
      ['constructor', 'constructor value'],
      ['toString', 'toString value'],
    ]);
    // Stored as the upload writes it: the JSON keeps the __proto__ column.
    expect(JSON.parse(JSON.stringify(lead.metadata))).toEqual(JSON.parse('{"__proto__":"__proto__ value","constructor":"constructor value","toString":"toString value"}'));
    expect(copyLine('src', lead)).toContain('"__proto__":"__proto__ value"');
  });
});
