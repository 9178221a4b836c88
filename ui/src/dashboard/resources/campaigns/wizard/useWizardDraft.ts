import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, draftedForm, isDraft, parseDraft, sameForm, serialiseDraft, type WizardDraft, writeDraft } from './wizard-draft';
import type { Step, WizardForm } from './wizard-form';
import type { WizardContext } from './wizard-resolver';

/**
 * The wizard's step, and its form's values (held by react-hook-form) kept as a draft under `key` (null: not
 * kept, the user is not known yet) while they differ from `pristine` (the form as it opened, with its only
 * choices chosen): `restored` is the draft the form opened with (at the step a link asked for, `linkedStep`,
 * if any), and a second tab is followed through the 'storage' event. `finish` forgets the draft once the
 * campaign is saved; `discard` forgets it and starts again.
 *
 * Values the user has not changed follow `pristine` as the lists arrive or change: a copy taken while a list was
 * still loading would later differ from it and be stored as a draft nobody wrote (after a discard in a second
 * tab, say).
 */
export function useWizardDraft({
  key,
  base,
  pristine,
  restored,
  linkedStep,
  form,
  values,
}: {
  key: string | null;
  base: WizardDraft;
  pristine: WizardForm;
  restored: WizardDraft | null;
  linkedStep: boolean;
  form: UseFormReturn<WizardForm, WizardContext>;
  values: WizardForm;
}) {
  const [step, setStep] = useState<Step>(restored && !linkedStep ? restored.step : base.step);
  const [stored, setStored] = useState(true);
  const finished = useRef(false);
  const pristineRef = useRef(pristine);
  const { reset, getValues } = form;
  const dirty = isDraft(draftedForm(values, pristine), pristine, base.form);
  const latest = useRef<WizardDraft>({ step, form: values });
  latest.current = { step, form: values };
  // What is stored, as text: the effect below runs when it changes, not at every render.
  const text = dirty ? serialiseDraft(latest.current) : null;

  useEffect(() => {
    const before = pristineRef.current;
    pristineRef.current = pristine;
    if (!sameForm(pristine, before) && sameForm(getValues(), before)) reset(pristine, { keepErrors: true });
  }, [pristine, getValues, reset]);

  useEffect(() => {
    if (!key || finished.current) return;
    if (text !== null) setStored(writeDraft(key, latest.current));
    else clearDraft(key);
  }, [key, text]);

  // Another tab changed or discarded the draft: this one follows.
  useEffect(() => {
    if (!key) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || finished.current) return;
      const other = parseDraft(event.newValue);
      reset(other?.form ?? pristineRef.current, { keepErrors: true });
      setStep(other?.step ?? base.step);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, base.step, reset]);

  const discard = useCallback(() => {
    if (key) clearDraft(key);
    reset(pristineRef.current);
    setStep(base.step);
  }, [key, base.step, reset]);
  const finish = useCallback(() => {
    finished.current = true;
    if (key) clearDraft(key);
  }, [key]);

  return { step, setStep, dirty, stored, discard, finish };
}
