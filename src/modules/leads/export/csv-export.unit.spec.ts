import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName } from '../contract';
import { attachmentHeader, csvCell, type ExportLead, type ExportValue, exportHeader, exportLines } from './csv-export';

describe('export cells', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('alice')).toBe('"alice"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
  });

  it('replaces newlines with spaces and joins arrays with spaces', () => {
    expect(csvCell('one\ntwo\r\nthree\rfour')).toBe('"one two three four"');
    expect(csvCell(['https://a.example', 'https://b.example'])).toBe('"https://a.example https://b.example"');
  });

  it('neutralises cells that start a formula', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
    expect(csvCell('a=1')).toBe('"a=1"');
    expect(csvCell('=1+1\u2028x')).toBe('"\'=1+1\u2028x"');
    expect(csvCell(-5)).toBe('"\'-5"');
  });

  it('writes the header and a lead in the specified column order', () => {
    expect(exportHeader()).toBe('"username","name","bio","bio_urls","urls","location","followers_count","following_count","verified"\r\n');
    expect(
      exportLines([{
        username: 'alice',
        name: 'Alice',
        bio: 'line\nbreak',
        bio_urls: ['a', 'b'],
        urls: [],
        location: null,
        followers_count: 10,
        following_count: null,
        verified: false,
      }]),
    ).toBe('"alice","Alice","line break","a b","","","10","","false"\r\n');
  });

  it('names the file after the source, spaces as underscores', () => {
    expect(exportFileName('My Best  Leads')).toBe('My_Best__Leads_leads.csv');
    expect(attachmentHeader('Café "x"_leads.csv')).toBe(`attachment; filename="Caf_ _x__leads.csv"; filename*=UTF-8''Caf%C3%A9%20%22x%22_leads.csv`);
  });
});

/** The cell rule as first written by hand: the file's bytes must not change with the library that writes them. */
function handWrittenCell(value: ExportValue): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  text = text.replace(/\r\n|\r|\n/g, ' ');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

describe('a page of leads', () => {
  it('is written byte for byte as the hand-written rule wrote it, one CRLF-ended line per lead', () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', 'a', '\u2028') }));
    const lead: fc.Arbitrary<ExportLead> = fc.record({
      username: text,
      name: fc.option(text),
      bio: fc.option(text),
      bio_urls: fc.array(text, { maxLength: 3 }),
      urls: fc.array(text, { maxLength: 3 }),
      location: fc.option(text),
      followers_count: fc.option(fc.integer()),
      following_count: fc.option(fc.integer()),
      verified: fc.option(fc.boolean()),
    });
    fc.assert(
      fc.property(fc.array(lead, { maxLength: 5 }), (leads) => {
        const expected = leads
          .map((l) => `${[l.username, l.name, l.bio, l.bio_urls, l.urls, l.location, l.followers_count, l.following_count, l.verified].map(handWrittenCell).join(',')}\r\n`)
          .join('');
        expect(exportLines(leads)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
