import { describe, expect, it } from 'vitest';
import { copyField, copyLine } from './copy-text';
import { emptyLead } from './lead-record';

describe('COPY text', () => {
  it('escapes backslashes, tabs and line breaks, writes null as \\N, arrays and metadata as literals', () => {
    expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    const lead = {
      ...emptyLead('alice'),
      name: 'Al\tice',
      bio: 'line\nbreak \\o/',
      urls: ['https://a.example/"q"', 'b\\c'],
      verified: true,
      followers_count: 12,
      metadata: { Note: 'tab\there', 'Quote "key"': 'x' },
    };
    expect(copyLine(copyField('source-1'), lead)).toBe(
      'source-1\talice\tAl\\tice\tline\\nbreak \\\\o/\t{}\t{"https://a.example/\\\\"q\\\\"","b\\\\\\\\c"}\t\\N\ttrue\t12\t\\N\t' +
        '{"Note":"tab\\\\there","Quote \\\\"key\\\\"":"x"}\n',
    );
  });
});
