import { firstDuplicateKeyword, keywordSampleSchema, sampleMessages } from '@shared/campaigns/contract';

/** The dialog's form, checked with the API's own schema (the type is the panel's, not typed by the user). */
export const sampleFormSchema = keywordSampleSchema.pick({ name: true, keywords: true });

/** `typed` added to the sample's keywords, or the contract's message when it repeats one already there. */
export function addKeyword(keywords: readonly string[], typed: string): { keywords: string[] } | { refused: string } {
  const keyword = typed.trim();
  if (keyword === '') return { keywords: [...keywords] };
  const next = [...keywords, keyword];
  return firstDuplicateKeyword(next) === null ? { keywords: next } : { refused: sampleMessages.duplicateKeyword(keyword) };
}

/** The keywords a sample starts with: trimmed, blank ones and repeats left out. */
export function distinctKeywords(keywords: readonly string[]): string[] {
  return keywords.reduce<string[]>((out, keyword) => {
    const added = addKeyword(out, keyword);
    return 'keywords' in added ? added.keywords : out;
  }, []);
}
