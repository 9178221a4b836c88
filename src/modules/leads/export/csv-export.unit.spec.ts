import { describe, expect, it } from 'vitest';
import { exportFileName } from '../contract';
import { attachmentHeader, csvCell, exportHeader, exportLine } from './csv-export';

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
  });

  it('writes the header and a lead in the specified column order', () => {
    expect(exportHeader()).toBe('"username","name","bio","bio_urls","urls","location","followers_count","following_count","verified"\r\n');
    expect(
      exportLine({
        username: 'alice',
        name: 'Alice',
        bio: 'line\nbreak',
        bio_urls: ['a', 'b'],
        urls: [],
        location: null,
        followers_count: 10,
        following_count: null,
        verified: false,
      }),
    ).toBe('"alice","Alice","line break","a b","","","10","","false"\r\n');
  });

  it('names the file after the source, spaces as underscores', () => {
    expect(exportFileName('My Best  Leads')).toBe('My_Best__Leads_leads.csv');
    expect(attachmentHeader('Café "x"_leads.csv')).toBe(`attachment; filename="Caf_ _x__leads.csv"; filename*=UTF-8''Caf%C3%A9%20%22x%22_leads.csv`);
  });
});
