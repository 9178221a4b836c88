import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { addPostLink, addTarget, SCRAPE_LIMITS, type ScrapeType, scrapeMessages } from '@shared/leads/scrape-contract';
import { FormSection } from '../form/FormSection';
import { OptionSwitches } from '../form/KeywordFields';
import { TagInput } from '../form/TagInput';
import { DemoTargetChips } from './DemoTargetChips';
import type { ScraperDraft } from './scraper-draft';

type Set = <K extends keyof ScraperDraft>(key: K, value: ScraperDraft[K]) => void;

/** 'What to scrape': accounts (their verified followers or whom they follow) or post interactions, with demo mode's picks. */
export function ScrapeTargetsSection({ draft, set, disabled, toast }: { draft: ScraperDraft; set: Set; disabled: boolean; toast(message: string): void }) {
  /** A demo pick goes through the field's own rule (5 accounts at most, no duplicates). */
  const pick = (key: 'targetAccounts' | 'postLinks', check: typeof addTarget) => (value: string) => {
    const verdict = check(draft[key], value);
    if (verdict.ok) set(key, [...draft[key], verdict.value]);
    else toast(verdict.error);
  };
  return (
    <FormSection title="What to scrape">
      <ToggleButtonGroup
        exclusive
        value={draft.scrapeType}
        onChange={(_event, value: ScrapeType | null) => value && set('scrapeType', value)}
        aria-label="Scrape type"
        disabled={disabled}
        sx={{
          alignSelf: { xs: 'stretch', sm: 'flex-start' },
          '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, textTransform: 'none', fontWeight: 600, px: { xs: 1.25, sm: 2 }, gap: 0.75, whiteSpace: 'nowrap' },
        }}
      >
        <ToggleButton value="accounts">
          <PeopleAltOutlined fontSize="small" /> Accounts
        </ToggleButton>
        <ToggleButton value="interactions">
          <FavoriteBorder fontSize="small" /> Post interactions
        </ToggleButton>
      </ToggleButtonGroup>

      {draft.scrapeType === 'accounts' ? (
        <>
          <TagInput
            key="targets"
            label="Target accounts"
            placeholder="Type a username and press Enter"
            values={draft.targetAccounts}
            onChange={(values) => set('targetAccounts', values)}
            check={addTarget}
            disabled={disabled}
            testId="target-accounts"
            hint={`${draft.targetAccounts.length} / ${SCRAPE_LIMITS.maxTargets} accounts. ${scrapeMessages.perTargetNote}.`}
          />
          <DemoTargetChips kind="accounts" chosen={draft.targetAccounts} onPick={pick('targetAccounts', addTarget)} disabled={disabled} />
          <OptionSwitches
            disabled={disabled}
            options={[
              {
                label: scrapeMessages.verifiedFollowers,
                checked: draft.scrapeFollowers,
                onChange: (checked) => set('scrapeFollowers', checked),
                helper: scrapeMessages.verifiedFollowersHelp,
              },
              { label: scrapeMessages.followingAccounts, checked: draft.scrapeFollowing, onChange: (checked) => set('scrapeFollowing', checked) },
            ]}
          />
        </>
      ) : (
        <>
          <TagInput
            key="post-links"
            label="Post links"
            placeholder="https://x.com/user/status/123... then Enter"
            values={draft.postLinks}
            onChange={(values) => set('postLinks', values)}
            check={addPostLink}
            disabled={disabled}
            testId="post-links"
            hint={`${draft.postLinks.length} / ${SCRAPE_LIMITS.maxPostLinks} post links.`}
          />
          <DemoTargetChips kind="posts" chosen={draft.postLinks} onPick={pick('postLinks', addPostLink)} disabled={disabled} />
          <OptionSwitches
            disabled={disabled}
            options={[
              { label: scrapeMessages.retweeters, checked: draft.scrapeRetweeters, onChange: (checked) => set('scrapeRetweeters', checked) },
              { label: scrapeMessages.favorites, checked: draft.scrapeFavorites, onChange: (checked) => set('scrapeFavorites', checked) },
            ]}
          />
        </>
      )}
    </FormSection>
  );
}
