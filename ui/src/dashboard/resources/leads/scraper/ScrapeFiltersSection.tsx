import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { addKeyword, addLocation, scrapeMessages } from '@shared/leads/scrape-contract';
import { CountFilterField } from '../dataset/CountFilterField';
import { FormSection } from '../form/FormSection';
import { KeywordFields } from '../form/KeywordFields';
import { TagInput } from '../form/TagInput';
import { ThirdWorldButton } from '../form/ThirdWorldButton';
import type { ScraperDraft } from './scraper-draft';

type Set = <K extends keyof ScraperDraft>(key: K, value: ScraperDraft[K]) => void;

/**
 * 'Filters': bio keywords to include and exclude (with the saved samples), excluded locations and a followers
 * range (the database form's field and rule), all applied to each page of people as it arrives.
 */
export function ScrapeFiltersSection({
  draft,
  set,
  disabled,
  locked,
  applySample,
  followersError,
  toast,
}: {
  draft: ScraperDraft;
  set: Set;
  disabled: boolean;
  locked: boolean;
  applySample(kind: 'include' | 'exclude'): (keywords: string[]) => void;
  followersError: { message: string; field: 'min' | 'max' } | null;
  toast(message: string): void;
}) {
  return (
    <FormSection title="Filters" subtitle="Keep only the people whose bio, location and audience match. Press Enter to add; separate several with commas.">
      <KeywordFields
        include={{
          values: draft.includeKeywords,
          onChange: (values) => set('includeKeywords', values),
          check: (list, entry) => addKeyword(list, draft.excludeKeywords, entry, 'include'),
          onApply: applySample('include'),
          testId: 'include-keywords',
          disabled,
          withoutSamples: locked,
        }}
        exclude={{
          values: draft.excludeKeywords,
          onChange: (values) => set('excludeKeywords', values),
          check: (list, entry) => addKeyword(list, draft.includeKeywords, entry, 'exclude'),
          onApply: applySample('exclude'),
          testId: 'exclude-keywords',
          disabled,
          withoutSamples: locked,
        }}
      />
      <TagInput
        label="Exclude locations"
        placeholder="e.g. Dubai, London"
        values={draft.excludeLocations}
        onChange={(values) => set('excludeLocations', values)}
        check={addLocation}
        disabled={disabled}
        testId="exclude-locations"
        collapseAfter={12}
        hint="People whose location contains any of these are left out."
        action={
          <ThirdWorldButton
            locations={draft.excludeLocations}
            disabled={disabled}
            onToggle={(locations, message) => {
              set('excludeLocations', locations);
              toast(message);
            }}
          />
        }
      />
      <Box sx={{ maxWidth: { md: 'calc(50% - 10px)' } }} data-testid="followers-range">
        <CountFilterField label="Followers" value={draft.followers} onChange={(value) => set('followers', value)} error={followersError} disabled={disabled} />
        <FormHelperText sx={{ mx: 0 }}>{scrapeMessages.followersRangeHelp}</FormHelperText>
      </Box>
    </FormSection>
  );
}
