import { zodResolver } from '@hookform/resolvers/zod';
import type { KeywordSampleRow } from '@shared/campaigns/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CommandRefused } from '../../hooks/command-failure';
import { addKeyword, distinctKeywords, sampleFormSchema } from './keyword-list';
import type { SampleDraft } from './samples-api';

type Draft = z.input<typeof sampleFormSchema>;

/**
 * The sample dialog's state: the name and keywords checked with the API's own schema (its messages, word for
 * word), the keyword being typed (added on Enter, Add or save), and the save, whose refusal lands beside its field.
 */
export function useSampleForm({
  open,
  sample,
  initialKeywords,
  onSave,
  onSaved,
}: {
  open: boolean;
  sample: KeywordSampleRow | null;
  initialKeywords: readonly string[];
  onSave(draft: SampleDraft): Promise<unknown>;
  onSaved(): void;
}) {
  const form = useForm<Draft, unknown, SampleDraft>({
    resolver: zodResolver(sampleFormSchema),
    // Checked when saving only; an edit clears its field's message until the next save.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { name: '', keywords: [] },
  });
  const { control, setValue, getValues, clearErrors, setError, reset, handleSubmit } = form;
  const keywords = useWatch({ control, name: 'keywords' });
  const [typed, setTyped] = useState('');

  // The form starts from the sample (or the form's keywords) when the dialog opens; a refetch keeps what is typed.
  const start = useRef({ sample, initialKeywords });
  start.current = { sample, initialKeywords };
  const sampleId = sample?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another sample edited starts the form again
  useEffect(() => {
    if (!open) return;
    const { sample: initial, initialKeywords: keywordsAtStart } = start.current;
    reset({ name: initial?.name ?? '', keywords: distinctKeywords(initial ? initial.keywords : keywordsAtStart) });
    setTyped('');
  }, [open, sampleId]);

  /** Adds what is typed; false when it was refused (its message then shows beside the field). */
  const addTyped = (): boolean => {
    const added = addKeyword(getValues('keywords'), typed);
    if ('refused' in added) {
      setError('keywords', { type: 'duplicate', message: added.refused });
      return false;
    }
    setValue('keywords', added.keywords);
    setTyped('');
    clearErrors('keywords');
    return true;
  };

  const type = (text: string) => {
    setTyped(text);
    clearErrors('keywords');
  };

  const removeKeyword = (keyword: string) =>
    setValue(
      'keywords',
      getValues('keywords').filter((k) => k !== keyword),
    );

  const submitValid = handleSubmit(async (draft) => {
    try {
      await onSave(draft);
      onSaved();
    } catch (error) {
      if (error instanceof CommandRefused) setError(/name/i.test(error.message) ? 'name' : 'keywords', { type: 'refused', message: error.message });
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered in a portal but sits inside the page's form in React's tree: its submit stops here.
    event.stopPropagation();
    if (form.formState.isSubmitting || !addTyped()) return;
    void submitValid();
  };

  const { errors, isSubmitting } = form.formState;
  return {
    control,
    keywords,
    typed,
    type,
    addTyped,
    removeKeyword,
    submit,
    busy: isSubmitting,
    nameError: errors.name?.message,
    keywordError: errors.keywords?.message ?? errors.keywords?.root?.message,
    clearNameError: () => clearErrors('name'),
  };
}
