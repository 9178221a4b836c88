import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { addTerms, DATASET_LIMITS, datasetMessages } from '@shared/dataset/contract';
import { leadMessages } from '@shared/leads/contract';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { usePlan } from '../../../hooks/usePlan';
import { BackLink } from '../BackLink';
import { CreditsExhaustedBanner } from '../CreditsExhaustedBanner';
import { FormNotice, FormSection } from '../form/FormSection';
import { KeywordFields } from '../form/KeywordFields';
import { TagInput } from '../form/TagInput';
import { ThirdWorldButton } from '../form/ThirdWorldButton';
import { useFormToast } from '../form/useFormToast';
import { leadsPath, useLeadCredits } from '../lead-sources-api';
import { AudienceFields } from './AudienceFields';
import { CreateSourcePanel } from './CreateSourcePanel';
import { termCheck } from './dataset-criteria';
import { DemoSearchChips } from './DemoSearchChips';
import { ResultsPreview } from './ResultsPreview';
import { useDatasetForm } from './useDatasetForm';

/**
 * /dashboard/leads/new/dataset: the Database Lead Source form. Bio keywords to include and exclude, excluded
 * locations, followers and following filters, verified only and the number of leads (the free plan's 200,
 * fixed); Search previews 10 matches; Create Lead Source saves them as a source.
 */
export function DatasetSourceForm() {
  const toast = useFormToast();
  const navigate = useNavigate();
  const { plan } = usePlan();
  const { data: credits } = useLeadCredits();
  const nameId = useId();
  const isFree = plan?.plan === 'free';
  const full = credits !== undefined && !credits.can_create;
  const exhausted = credits !== undefined && credits.remaining <= 0;
  const form = useDatasetForm({ isFree, toast });
  const { draft: criteria, change, results, busy } = form;

  const runSearch = (event: FormEvent) => {
    event.preventDefault();
    form.search();
  };

  const applySample = (key: 'includeKeywords' | 'excludeKeywords') => (keywords: string[]) => {
    let list: readonly string[] = criteria[key];
    for (const keyword of keywords) {
      const result = addTerms(list, keyword, 'keyword');
      if (result.error === null) list = result.list;
      else if (result.error === datasetMessages.tooManyKeywords) {
        // A sample longer than the room left: what fits is added, and the form says why the rest is not.
        toast(result.error, 'warning');
        break;
      }
    }
    change(key, [...list]);
  };

  return (
    <Box>
      <BackLink to={leadsPath('new')} label={leadMessages.chooseType} />
      <PageHeader title="Database Lead Source" subtitle="Search the OutTwit database of X profiles and save the matches as a lead source." />
      {full && exhausted && credits && <CreditsExhaustedBanner plan={credits.plan} />}

      <Paper
        variant="outlined"
        component="form"
        aria-label="Database Lead Source"
        onSubmit={runSearch}
        noValidate
        sx={{ borderRadius: '18px', p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3.5 }}
      >
        {isFree && (
          <FormNotice tone="info" testId="dataset-free-note" icon={<InfoOutlined sx={{ fontSize: 20 }} />} title={datasetMessages.limitedAccess}>
            {datasetMessages.freeLimit}
          </FormNotice>
        )}

        <TextField
          id={nameId}
          label="Lead source name"
          placeholder="e.g. Verified marketers"
          value={criteria.name}
          onChange={(event) => change('name', event.target.value)}
          required
          fullWidth
          error={form.nameError !== null}
          helperText={form.nameError ?? ' '}
          slotProps={{ htmlInput: { maxLength: DATASET_LIMITS.maxNameLength }, formHelperText: { 'aria-live': 'polite', 'data-testid': 'dataset-name-error' } as object }}
        />

        <FormSection title="Bio keywords" subtitle="Press Enter to add; separate several with commas.">
          <KeywordFields
            include={{
              values: criteria.includeKeywords,
              onChange: (values) => change('includeKeywords', values),
              check: termCheck('keyword'),
              onApply: applySample('includeKeywords'),
              testId: 'dataset-include-keywords',
            }}
            exclude={{
              values: criteria.excludeKeywords,
              onChange: (values) => change('excludeKeywords', values),
              check: termCheck('keyword'),
              onApply: applySample('excludeKeywords'),
              testId: 'dataset-exclude-keywords',
            }}
          />
          <DemoSearchChips chosen={criteria.includeKeywords} onPick={(keyword) => applySample('includeKeywords')([keyword])} />
        </FormSection>

        <FormSection title="Location">
          <TagInput
            label="Exclude locations"
            placeholder="e.g. Dubai, London"
            values={criteria.excludeLocations}
            onChange={(values) => change('excludeLocations', values)}
            check={termCheck('location')}
            testId="dataset-exclude-locations"
            collapseAfter={12}
            hint="Profiles whose location contains any of these are left out."
            action={
              <ThirdWorldButton
                locations={criteria.excludeLocations}
                onToggle={(locations, message) => {
                  change('excludeLocations', locations);
                  toast(message, 'success');
                }}
              />
            }
          />
        </FormSection>

        <AudienceFields criteria={criteria} isFree={isFree} filterErrors={form.filterErrors} limitError={form.limitError} onChange={change} />

        {form.searchError && (
          <FormNotice tone={results ? 'warning' : 'error'} testId="search-error" icon={<ErrorOutline sx={{ fontSize: 20 }} />}>
            {form.searchError}
          </FormNotice>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
          <Button variant="text" color="inherit" onClick={() => navigate(leadsPath('new'))} sx={{ color: 'text.secondary' }}>
            Back
          </Button>
          <Button
            type="submit"
            variant={results && results.total > 0 ? 'outlined' : 'contained'}
            size="large"
            disabled={busy}
            startIcon={form.searching ? <CircularProgress size={16} color="inherit" /> : <SearchRounded />}
          >
            {form.searching ? 'Searching...' : 'Search'}
          </Button>
        </Box>
      </Paper>

      {results && results.total > 0 && <ResultsPreview results={results} />}

      <CreateSourcePanel
        error={form.createError}
        summary={
          results && results.total > 0
            ? `${results.total.toLocaleString('en-US')} leads will be saved as "${criteria.name.trim() || 'your new source'}".`
            : 'Search first: the matches become the leads of the new source.'
        }
        onCreate={form.create}
        disabled={busy || full}
        creating={form.creating}
        working={form.creating || form.checkingName}
      />
    </Box>
  );
}
