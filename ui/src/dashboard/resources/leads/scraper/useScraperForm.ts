import { addKeyword, type ScrapeRequestBody, scrapeMessages, scrapeRequestSchema } from '@shared/leads/scrape-contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRefreshAfterCommand } from '../../../hooks/useRefreshAfterCommand';
import { requestResolver } from '../../../forms/request-resolver';
import { RESOURCE } from '../lead-sources-api';
import { emptyScraperDraft, followersFieldOf, type ScraperDraft, scrapeBodyOf } from './scraper-draft';
import { isNoAccountRefusal, SCRAPES_RESOURCE, startFailure, useStartScrape } from './scrape-api';

/** The refusal type of a scrape refused for want of a connected account: the form links to Connect Account. */
const NO_ACCOUNT = 'no_connected_account';

type Toast = (message: string, type: 'success' | 'warning' | 'error') => void;

/**
 * The scraper form's state: what is typed, checked when Start Scraping is pressed with the API's own request
 * schema (its first message, word for word, in the form's note and a toast), the start, whose refusal lands in
 * the same note, and a fresh form after a start.
 */
export function useScraperForm({ blocked, toast }: { blocked: boolean; toast: Toast }) {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfterCommand();
  const form = useForm<ScraperDraft, unknown, ScrapeRequestBody>({
    resolver: requestResolver(scrapeRequestSchema, scrapeBodyOf),
    // Checked when starting only; an edit clears the message until the next start.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: emptyScraperDraft(),
  });
  const { setValue, getValues, clearErrors, setError, reset, handleSubmit, watch } = form;
  const draft = watch();
  const [started, setStarted] = useState<string | null>(null);
  // Bumped after a start: the form's fields (and what was left typed in them) start afresh.
  const [round, setRound] = useState(0);
  const start = useStartScrape(toast);
  const disabled = blocked || start.isPending;

  // One field at a time, typed by its key (react-hook-form's own setter takes paths).
  const setField = setValue as (key: keyof ScraperDraft, value: ScraperDraft[keyof ScraperDraft]) => void;
  const set = <K extends keyof ScraperDraft>(key: K, value: ScraperDraft[K]) => {
    setField(key, value);
    clearErrors();
  };

  const send = handleSubmit(
    (body) =>
      start.mutate(body, {
        onSuccess: (answer) => {
          setStarted(answer.lead_source_id);
          reset(emptyScraperDraft());
          setRound((current) => current + 1);
          void queryClient.invalidateQueries({ queryKey: [SCRAPES_RESOURCE] });
          void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
          refreshAfter(true);
        },
        onError: (error) => {
          setError('root', { type: isNoAccountRefusal(error) ? NO_ACCOUNT : 'refused', message: startFailure(error).message });
          void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
        },
      }),
    (errors) => {
      if (errors.root?.message) toast(errors.root.message, 'warning');
    },
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!disabled) void send();
  };

  const applySample = (kind: 'include' | 'exclude') => (keywords: string[]) => {
    const own = kind === 'include' ? 'includeKeywords' : 'excludeKeywords';
    const other = getValues(kind === 'include' ? 'excludeKeywords' : 'includeKeywords');
    const list = [...getValues(own)];
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

  const refusal = form.formState.errors.root;
  const followersField = followersFieldOf(draft, refusal?.message);
  return {
    draft,
    set,
    submit,
    applySample,
    disabled,
    starting: start.isPending,
    started,
    round,
    refusal: refusal?.message ? { message: refusal.message, connect: refusal.type === NO_ACCOUNT } : null,
    followersError: refusal?.message && followersField ? { message: refusal.message, field: followersField } : null,
  };
}
