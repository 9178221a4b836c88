import { createDatasetSourceSchema, datasetMessages, type SearchAnswer, searchBodySchema } from '@shared/dataset/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useRefreshAfterCommand } from '../../../hooks/useRefreshAfterCommand';
import { errorStatus } from '../../../providers/dataProvider';
import { requestResolver } from '../../../forms/request-resolver';
import type { useFormToast } from '../form/useFormToast';
import { leadsPath, RESOURCE } from '../lead-sources-api';
import { isNameAvailable, useCreateDatasetSource, useDatasetSearch } from './dataset-api';
import { type DatasetDraft, type DatasetRequest, datasetFieldOf, datasetRequestOf, emptyCriteria, type FilterErrors } from './dataset-criteria';
import { createFailure, searchFailure } from './dataset-failures';

type Toast = ReturnType<typeof useFormToast>;

const filterError = (errors: FieldErrors<DatasetDraft>, key: 'followers' | 'following') => {
  const field: 'min' | 'max' | null = errors[key]?.min ? 'min' : errors[key]?.max ? 'max' : null;
  const message = field ? errors[key]?.[field]?.message : undefined;
  return field && message ? { message, field } : null;
};

/** The first message of a refused check, in the form's order: the name, the filters, the number of leads. */
const firstMessage = (errors: FieldErrors<DatasetDraft>) =>
  errors.name?.message ?? filterError(errors, 'followers')?.message ?? filterError(errors, 'following')?.message ?? errors.leadLimit?.message ?? errors.root?.message;

/**
 * The Database Lead Source form's state: what is typed, checked with the API's own schemas (the search's for
 * Search, the new source's for Create Lead Source: their messages, word for word, beside their fields and in a
 * toast), the search's results, and the creation, whose refusal of the name lands beside the name.
 */
export function useDatasetForm({ isFree, toast }: { isFree: boolean; toast: Toast }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfterCommand();
  // Which of the API's schemas the next check is: the search's or the new source's.
  const action = useRef<'search' | 'create'>('search');
  const searchCheck = requestResolver(searchBodySchema, (draft: DatasetDraft) => datasetRequestOf(draft, isFree), datasetFieldOf);
  const createCheck = requestResolver(createDatasetSourceSchema, (draft: DatasetDraft) => datasetRequestOf(draft, isFree), datasetFieldOf);
  const form = useForm<DatasetDraft, unknown, DatasetRequest>({
    resolver: (draft, context, options) => (action.current === 'search' ? searchCheck : createCheck)(draft, context, options),
    // Checked on Search and Create only; an edit clears its field's message until then.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { ...emptyCriteria, name: '' },
  });
  const { setValue, clearErrors, setError, handleSubmit, watch } = form;
  const draft = watch();
  const [results, setResults] = useState<SearchAnswer | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [checkingName, setCheckingName] = useState(false);
  const search = useDatasetSearch(toast);
  const create = useCreateDatasetSource(toast);
  const busy = search.isPending || create.isPending || checkingName;

  const setField = setValue as (key: keyof DatasetDraft, value: DatasetDraft[keyof DatasetDraft]) => void;
  /** Any change of the criteria makes the results stale: search again before creating. */
  const change = <K extends keyof DatasetDraft>(key: K, value: DatasetDraft[K]) => {
    setField(key, value);
    clearErrors(key);
    if (key === 'name') return;
    setResults(null);
    setSearchError(null);
    setCreateError(null);
  };

  const sayFirst = (errors: FieldErrors<DatasetDraft>) => {
    const message = firstMessage(errors);
    if (message) toast(message, 'warning');
  };

  const runSearch = handleSubmit((request) => {
    setSearchError(null);
    setCreateError(null);
    search.mutate(
      { criteria: request.criteria, limit: request.limit },
      {
        onSuccess: (answer) => {
          setResults(answer);
          if (answer.total === 0) setSearchError(datasetMessages.noLeads);
        },
        onError: (error) => {
          setResults(null);
          setSearchError(searchFailure(error).message);
        },
      },
    );
  }, sayFirst);

  const createSource = handleSubmit(async (request) => {
    if (!results || results.total === 0) {
      setCreateError(datasetMessages.noResults);
      toast(datasetMessages.noResults, 'warning');
      return;
    }
    const name = request.name.trim();
    setCheckingName(true);
    const available = await isNameAvailable(name).catch(() => true);
    setCheckingName(false);
    if (!available) {
      const message = datasetMessages.nameTakenInForm(name);
      setError('name', { type: 'taken', message });
      toast(message, 'warning');
      return;
    }
    create.mutate(
      { name, criteria: request.criteria, lead_limit: request.lead_limit },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
          refreshAfter(true);
          navigate(leadsPath());
        },
        onError: (error) => {
          const { message } = createFailure(error);
          if (errorStatus(error) === 409) setError('name', { type: 'refused', message });
          else setCreateError(message);
        },
      },
    );
  }, sayFirst);

  const run = (which: 'search' | 'create') => {
    if (busy) return;
    action.current = which;
    if (which === 'create') setCreateError(null);
    void (which === 'search' ? runSearch() : createSource());
  };

  const { errors } = form.formState;
  const filterErrors: FilterErrors = { followers: filterError(errors, 'followers'), following: filterError(errors, 'following') };
  return {
    draft,
    change,
    search: () => run('search'),
    create: () => run('create'),
    results,
    searchError,
    createError,
    busy,
    searching: search.isPending,
    creating: create.isPending,
    checkingName,
    nameError: errors.name?.message ?? null,
    filterErrors,
    limitError: errors.leadLimit?.message ?? null,
  };
}
