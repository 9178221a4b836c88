import { sampleMessages } from '@shared/campaigns/contract';
import { describe, expect, it } from 'vitest';
import { addKeyword, distinctKeywords, sampleFormSchema } from './keyword-list';

describe('a keyword sample being written', () => {
  it('given keywords, when a new one is typed, then it is added trimmed', () => {
    expect(addKeyword(['founder'], '  ceo ')).toEqual({ keywords: ['founder', 'ceo'] });
  });

  it('given keywords, when one already there is typed in another case, then it is refused with the contract message', () => {
    expect(addKeyword(['Founder'], ' founder')).toEqual({ refused: sampleMessages.duplicateKeyword('founder') });
  });

  it('given nothing typed, when adding, then the keywords stay as they are', () => {
    expect(addKeyword(['ceo'], '   ')).toEqual({ keywords: ['ceo'] });
  });

  it("given the form's keywords with blanks and repeats, when a sample starts from them, then each is kept once", () => {
    expect(distinctKeywords([' CEO', '', 'founder', 'ceo ', 'Founder'])).toEqual(['CEO', 'founder']);
  });

  it('given no name or no keyword, when checked by the contract, then its messages are the ones shown', () => {
    const result = sampleFormSchema.safeParse({ name: '  ', keywords: [' '] });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', sampleMessages.nameRequired],
      ['keywords', sampleMessages.keywordRequired],
    ]);
  });
});
