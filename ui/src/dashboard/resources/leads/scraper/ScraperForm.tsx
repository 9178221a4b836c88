import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import { scrapeMessages } from '@shared/leads/scrape-contract';
import { type FormEvent, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { usePlan } from '../../../hooks/usePlan';
import { BackLink } from '../BackLink';
import { CreditsExhaustedBanner } from '../CreditsExhaustedBanner';
import { FormNotice } from '../form/FormSection';
import { useFormToast } from '../form/useFormToast';
import { leadsPath, useLeadCredits } from '../lead-sources-api';
import { ScrapeFiltersSection } from './ScrapeFiltersSection';
import { ScrapeResults } from './ScrapeResults';
import { ScrapeTargetsSection } from './ScrapeTargetsSection';
import { ScraperLock } from './ScraperLock';
import { useNameAvailability } from './scrape-api';
import { useScraperForm } from './useScraperForm';

/**
 * 'Find Twitter Leads' (/dashboard/leads/new/scraper and /dashboard/scraper): a source name checked for
 * uniqueness as it is typed, the accounts or post interactions to scrape, bio keyword and location filters, Start
 * Scraping, and the user's scrapes with their live progress. Locked on the free plan.
 */
export function ScraperForm({ back = 'chooser' }: { back?: 'chooser' | 'list' }) {
  const toast = useFormToast();
  const { plan, isPending: planPending } = usePlan();
  const { data: credits } = useLeadCredits();
  const nameId = useId();
  const locked = plan?.plan === 'free';
  const { draft, set, submit: send, applySample, disabled, starting, started, round, refusal: formError, followersError } = useScraperForm({
    blocked: locked || planPending,
    toast,
  });
  const nameCheck = useNameAvailability(draft.name);
  const exhausted = credits !== undefined && credits.remaining <= 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) toast(scrapeMessages.freePlanBlocked, 'warning');
    else send();
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

          <ScrapeTargetsSection draft={draft} set={set} disabled={disabled} toast={(message) => toast(message, 'warning')} />

          <ScrapeFiltersSection
            draft={draft}
            set={set}
            disabled={disabled}
            locked={locked}
            applySample={applySample}
            followersError={followersError}
            toast={(message) => toast(message, 'success')}
          />

          {formError && (
            <FormNotice tone="error" testId="scraper-error" icon={<ErrorOutline sx={{ fontSize: 20 }} />}>
              {formError.message}
              {formError.connect && (
                <>
                  {' '}
                  <Link component={RouterLink} to={scrapeMessages.connectAccountPath} sx={{ fontWeight: 700 }}>
                    {scrapeMessages.connectAccountLink}
                  </Link>
                </>
              )}
            </FormNotice>
          )}

          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={startDisabled}
              startIcon={starting ? <CircularProgress size={16} color="inherit" /> : <RocketLaunchOutlined />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {starting ? 'Starting...' : scrapeMessages.startScraping}
            </Button>
          </Box>
        </Paper>
        {locked && <ScraperLock />}
      </Box>

      {!locked && <ScrapeResults highlight={started} />}
    </Box>
  );
}
