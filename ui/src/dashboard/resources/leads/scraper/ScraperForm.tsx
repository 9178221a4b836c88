import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import {
  addKeyword,
  addLocation,
  addPostLink,
  addTarget,
  checkScrapeRequest,
  SCRAPE_LIMITS,
  type ScrapeRequest,
  type ScrapeRequestBody,
  type ScrapeType,
  scrapeMessages,
} from '@shared/leads/scrape-contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useRefreshAfterCommand } from '../../../hooks/useRefreshAfterCommand';
import { usePlan } from '../../../hooks/usePlan';
import { isClientError, serverMessage } from '../../../providers/dataProvider';
import { BackLink } from '../BackLink';
import { CreditsExhaustedBanner } from '../CreditsExhaustedBanner';
import { FormNotice, FormSection } from '../form/FormSection';
import { KeywordFields, OptionSwitches } from '../form/KeywordFields';
import { TagInput } from '../form/TagInput';
import { ThirdWorldButton } from '../form/ThirdWorldButton';
import { useFormToast } from '../form/useFormToast';
import { leadsPath, RESOURCE, useLeadCredits } from '../lead-sources-api';
import { ScrapeResults } from './ScrapeResults';
import { SCRAPES_RESOURCE, useNameAvailability, useStartScrape } from './scrape-api';

/** The form as typed: the scrape request's fields. */
type Draft = ScrapeRequest;

/** Followers on and Retweeters on; the others off. */
const emptyDraft = (): Draft => ({
  name: '',
  scrapeType: 'accounts',
  targetAccounts: [],
  postLinks: [],
  includeKeywords: [],
  excludeKeywords: [],
  excludeLocations: [],
  scrapeFollowers: true,
  scrapeFollowing: false,
  scrapeRetweeters: true,
  scrapeFavorites: false,
});

/**
 * 'Find Twitter Leads' (/dashboard/leads/new/scraper and /dashboard/scraper): a source name checked for
 * uniqueness as it is typed, the accounts or post interactions to scrape, bio keyword and location filters, Start
 * Scraping, and the user's scrapes with their live progress. Locked on the free plan.
 */
export function ScraperForm({ back = 'chooser' }: { back?: 'chooser' | 'list' }) {
  const toast = useFormToast();
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfterCommand();
  const { plan, isPending: planPending } = usePlan();
  const { data: credits } = useLeadCredits();
  const nameId = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [formError, setFormError] = useState<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  // Bumped after a start: the form's fields (and what was left typed in them) start afresh.
  const [round, setRound] = useState(0);
  const start = useStartScrape();
  const nameCheck = useNameAvailability(draft.name);

  const locked = plan?.plan === 'free';
  const exhausted = credits !== undefined && credits.remaining <= 0;
  const disabled = locked || planPending || start.isPending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setFormError(null);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled) return;
    if (locked) {
      toast(scrapeMessages.freePlanBlocked, 'warning');
      return;
    }
    const accounts = draft.scrapeType === 'accounts';
    const body: ScrapeRequestBody = {
      name: draft.name,
      scrape_type: draft.scrapeType,
      targetAccounts: accounts ? draft.targetAccounts : [],
      postLinks: accounts ? [] : draft.postLinks,
      includeKeywords: draft.includeKeywords,
      excludeKeywords: draft.excludeKeywords,
      excludeLocations: draft.excludeLocations,
      scrapeFollowers: accounts && draft.scrapeFollowers,
      scrapeFollowing: accounts && draft.scrapeFollowing,
      scrapeRetweeters: !accounts && draft.scrapeRetweeters,
      scrapeFavorites: !accounts && draft.scrapeFavorites,
    };
    const checked = checkScrapeRequest(body);
    if (!checked.ok) {
      setFormError(checked.error);
      toast(checked.error, 'warning');
      return;
    }
    start.mutate(body, {
      onSuccess: (answer) => {
        toast(answer.message || scrapeMessages.started, 'success');
        setStarted(answer.lead_source_id);
        setDraft(emptyDraft());
        setRound((current) => current + 1);
        void queryClient.invalidateQueries({ queryKey: [SCRAPES_RESOURCE] });
        void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
        refreshAfter(true);
      },
      onError: (error) => {
        const message = serverMessage(error) ?? scrapeMessages.startFailed;
        setFormError(message);
        toast(message, isClientError(error) ? 'warning' : 'error');
        void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
      },
    });
  };

  const applySample = (kind: 'include' | 'exclude') => (keywords: string[]) => {
    const own = kind === 'include' ? 'includeKeywords' : 'excludeKeywords';
    const other = kind === 'include' ? draft.excludeKeywords : draft.includeKeywords;
    const list = [...draft[own]];
    let refusal: string | null = null;
    for (const keyword of keywords) {
      const result = addKeyword(list, other, keyword, kind);
      if (result.ok) list.push(result.value);
      // A keyword already in the list is simply there; one in the other list is said.
      else if (result.error !== scrapeMessages.duplicateKeyword) refusal ??= result.error;
    }
    set(own, list);
    if (refusal) toast(refusal, 'warning');
  };

  const nameTaken = nameCheck === 'taken';
  const startDisabled = disabled || exhausted || nameCheck === 'checking' || nameTaken;

  return (
    <Box>
      {back === 'chooser' ? <BackLink to={leadsPath('new')} label={leadMessages.chooseType} /> : <BackLink />}
      <PageHeader title={scrapeMessages.title} subtitle="Collect the followers of X accounts, or the people who retweeted or liked posts, into a lead source." />
      {exhausted && !locked && credits && <CreditsExhaustedBanner plan={credits.plan} />}

      <Box sx={{ position: 'relative' }}>
        <Paper
          key={round}
          variant="outlined"
          component="form"
          aria-label={scrapeMessages.title}
          onSubmit={submit}
          noValidate
          inert={locked ? true : undefined}
          sx={{
            borderRadius: '18px',
            p: { xs: 2, sm: 3 },
            display: 'flex',
            flexDirection: 'column',
            gap: 3.5,
            ...(locked && { filter: 'blur(1.5px)', opacity: 0.55, pointerEvents: 'none', userSelect: 'none', minHeight: 480 }),
          }}
        >
          <TextField
            id={nameId}
            label="Source name"
            placeholder="e.g. SaaS founders"
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
            disabled={disabled}
            required
            fullWidth
            error={nameTaken}
            helperText={
              nameTaken ? scrapeMessages.nameTaken : nameCheck === 'checking' ? 'Checking the name...' : nameCheck === 'available' ? 'This name is available' : ' '
            }
            slotProps={{
              htmlInput: { maxLength: LEAD_LIMITS.maxNameLength, 'data-testid': 'source-name' },
              formHelperText: { 'aria-live': 'polite', 'data-testid': 'name-check' } as object,
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    {nameCheck === 'checking' ? (
                      <CircularProgress size={16} aria-label="Checking the name" />
                    ) : nameCheck === 'available' ? (
                      <CheckCircleOutline color="success" fontSize="small" aria-hidden />
                    ) : nameTaken ? (
                      <ErrorOutline color="error" fontSize="small" aria-hidden />
                    ) : null}
                  </InputAdornment>
                ),
              },
            }}
          />

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
                <OptionSwitches
                  disabled={disabled}
                  options={[
                    { label: scrapeMessages.verifiedFollowers, checked: draft.scrapeFollowers, onChange: (checked) => set('scrapeFollowers', checked) },
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

          <FormSection title="Filters" subtitle="Keep only the people whose bio and location match. Press Enter to add; separate several with commas.">
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
                    toast(message, 'success');
                  }}
                />
              }
            />
          </FormSection>

          {formError && (
            <FormNotice tone="error" testId="scraper-error" icon={<ErrorOutline sx={{ fontSize: 20 }} />}>
              {formError}
            </FormNotice>
          )}

          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={startDisabled}
              startIcon={start.isPending ? <CircularProgress size={16} color="inherit" /> : <RocketLaunchOutlined />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {start.isPending ? 'Starting...' : scrapeMessages.startScraping}
            </Button>
          </Box>
        </Paper>
        {locked && <ScraperLock />}
      </Box>

      {!locked && <ScrapeResults highlight={started} />}
    </Box>
  );
}

/** The lock over the form on plans that cannot scrape, with the way to one that can. */
function ScraperLock() {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        role="alert"
        data-testid="scraper-lock"
        elevation={0}
        sx={{
          maxWidth: 440,
          p: { xs: 2.5, sm: 3.5 },
          textAlign: 'center',
          borderRadius: '18px',
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: (theme) => theme.tokens.shadows.popover,
        }}
      >
        <Box
          sx={{ width: 56, height: 56, mx: 'auto', mb: 2, borderRadius: '16px', display: 'grid', placeItems: 'center', color: 'primary.main', background: (theme) => theme.tokens.gradients.iconTile }}
        >
          <LockOutlined />
        </Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 19, mb: 1 }}>
          The scraper is part of Basic and Pro
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.55 }}>
          {scrapeMessages.freePlanBlocked}
        </Typography>
        <Button component={RouterLink} to={scrapeMessages.upgradeLink} variant="contained" size="large">
          {scrapeMessages.upgradeYourPlan}
        </Button>
      </Paper>
    </Box>
  );
}
