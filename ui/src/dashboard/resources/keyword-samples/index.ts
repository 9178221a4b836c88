/**
 * Saved Keyword Samples: a panel to put beside a form's include or exclude bio keyword field.
 *
 *   <SavedKeywordSamples type="include" currentKeywords={includeKeywords} onApply={(keywords) => ...} />
 *
 * It lists the user's samples of that type (2 shown, the rest behind 'Show N more', 3 keywords previewed each),
 * saves the form's current keywords as a new sample (at most 5 per type), edits and deletes samples, and calls
 * `onApply(keywords)` with a sample's keywords when the user applies it (merge or replace as the form sees fit).
 */
export { SavedKeywordSamples, type SavedKeywordSamplesProps } from './SavedKeywordSamples';
