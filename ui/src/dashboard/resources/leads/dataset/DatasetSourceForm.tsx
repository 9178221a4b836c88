import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { addTerms, DATASET_LIMITS, datasetMessages, type SearchAnswer } from '@shared/dataset/contract';
import { leadMessages } from '@shared/leads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useRefreshAfterCommand } from '../../../hooks/useRefreshAfterCommand';
import { usePlan } from '../../../hooks/usePlan';
import { errorStatus } from '../../../providers/dataProvider';
import { BackLink } from '../BackLink';
import { CreditsExhaustedBanner } from '../CreditsExhaustedBanner';
import { FormNotice, FormSection } from '../form/FormSection';
import { KeywordFields } from '../form/KeywordFields';
import { TagInput } from '../form/TagInput';
import { ThirdWorldButton } from '../form/ThirdWorldButton';
import { useFormToast } from '../form/useFormToast';
import { leadsPath, RESOURCE, useLeadCredits } from '../lead-sources-api';
import { AudienceFields } from './AudienceFields';
import { CreateSourcePanel } from './CreateSourcePanel';
import { isNameAvailable, useCreateDatasetSource, useDatasetSearch } from './dataset-api';
import { type Criteria, criteriaRequest, emptyCriteria, type FilterErrors, type SearchRequest, termCheck } from './dataset-criteria';
import { createFailure, searchFailure } from './dataset-failures';
import { DemoSearchChips } from './DemoSearchChips';
import { ResultsPreview } from './ResultsPreview';

/**
 * /dashboard/leads/new/dataset: the Database Lead Source form. Bio keywords to include and exclude, excluded
 * locations, followers and following filters, verified only and the number of leads (the free plan's 200,
 * fixed); Search previews 10 matches; Create Lead Source saves them as a source.
 */
export function DatasetSourceForm() {
  const toast = useFormToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfterCommand();
  const { plan } = usePlan();
  const { data: credits } = useLeadCredits();
  const nameId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [criteria, setCriteria] = useState<Criteria>(emptyCriteria);
  const [filterErrors, setFilterErrors] = useState<FilterErrors>({ followers: null, following: null });
  const [limitError, setLimitError] = useState<string | null>(null);
  const [results, setResults] = useState<SearchAnswer | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [checkingName, setCheckingName] = useState(false);
  const search = useDatasetSearch(toast);
  const create = useCreateDatasetSource(toast);

  const isFree = plan?.plan === 'free';
  const full = credits !== undefined && !credits.can_create;
  const exhausted = credits !== undefined && credits.remaining <= 0;
  const busy = search.isPending || create.isPending || checkingName;

  // Any change of the criteria makes the results stale: search again before creating.
  const change = <K extends keyof Criteria>(key: K, value: Criteria[K]) => {
    setCriteria((current) => ({ ...current, [key]: value }));
    setResults(null);
    setSearchError(null);
    setCreateError(null);
    if (key === 'followers' || key === 'following') setFilterErrors((current) => ({ ...current, [key]: null }));
    if (key === 'leadLimit') setLimitError(null);
  };

  /** The request's criteria and number of leads, or null after saying what is wrong. */
  const request = (): SearchRequest | null => {
    const checked = criteriaRequest(criteria, isFree);
    setFilterErrors(checked.filterErrors);
    const firstFilterError = checked.filterErrors.followers?.message ?? checked.filterErrors.following?.message;
    if (firstFilterError) {
      toast(firstFilterError, 'warning');
      return null;
    }
    if (checked.limitError !== null) {
      setLimitError(checked.limitError);
      toast(checked.limitError, 'warning');
      return null;
    }
    return checked.request;
  };

  const runSearch = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const body = request();
    if (!body) return;
    setSearchError(null);
    setCreateError(null);
    search.mutate(body, {
      onSuccess: (answer) => {
        setResults(answer);
        if (answer.total === 0) setSearchError(datasetMessages.noLeads);
      },
      onError: (error) => {
        setResults(null);
        setSearchError(searchFailure(error).message);
      },
    });
  };

  const createSource = async () => {
    if (busy) return;
    setCreateError(null);
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(datasetMessages.nameRequired);
      toast(datasetMessages.nameRequired, 'warning');
      return;
    }
    if (!results || results.total === 0) {
      setCreateError(datasetMessages.noResults);
      toast(datasetMessages.noResults, 'warning');
      return;
    }
    const body = request();
    if (!body) return;
    setCheckingName(true);
    const available = await isNameAvailable(trimmed).catch(() => true);
    setCheckingName(false);
    if (!available) {
      const message = datasetMessages.nameTakenInForm(trimmed);
      setNameError(message);
      toast(message, 'warning');
      return;
    }
    create.mutate(
      { name: trimmed, criteria: body.criteria, lead_limit: body.limit },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
          refreshAfter(true);
          navigate(leadsPath());
        },
        onError: (error) => {
          const { message } = createFailure(error);
          if (errorStatus(error) === 409) setNameError(message);
          else setCreateError(message);
        },
      },
    );
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
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          required
          fullWidth
          error={nameError !== null}
          helperText={nameError ?? ' '}
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

        <AudienceFields criteria={criteria} isFree={isFree} filterErrors={filterErrors} limitError={limitError} onChange={change} />

        {searchError && (
          <FormNotice tone={results ? 'warning' : 'error'} testId="search-error" icon={<ErrorOutline sx={{ fontSize: 20 }} />}>
            {searchError}
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
            startIcon={search.isPending ? <CircularProgress size={16} color="inherit" /> : <SearchRounded />}
          >
            {search.isPending ? 'Searching...' : 'Search'}
          </Button>
        </Box>
      </Paper>

      {results && results.total > 0 && <ResultsPreview results={results} />}

      <CreateSourcePanel
        error={createError}
        summary={
          results && results.total > 0
            ? `${results.total.toLocaleString('en-US')} leads will be saved as "${name.trim() || 'your new source'}".`
            : 'Search first: the matches become the leads of the new source.'
        }
        onCreate={() => void createSource()}
        disabled={busy || full}
        creating={create.isPending}
        working={create.isPending || checkingName}
      />
    </Box>
  );
}
