import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, draftedForm, isDraft, parseDraft, readDraft, type WizardDraft, writeDraft } from './wizard-draft';
import type { Step, WizardForm } from './wizard-form';

/** The step shown, and the user's own form: null while it is the form as it opened (which then follows `pristine`). */
interface DraftState {
  step: Step;
  form: WizardForm | null;
}

/**
 * The wizard's step and fields, kept as a draft under `key` (null: not kept, the user is not known yet) while the
 * fields differ from `pristine` (the form as it opened, with its only choices chosen): restored when the wizard
 * opens (at the step a link asked for, `linkedStep`, if any), and followed from a second tab through the 'storage'
 * event. `finish` forgets it once the campaign is saved; `discard` forgets it and starts again.
 *
 * A form the user has not changed is no copy of `pristine` but null, so it follows `pristine` as the lists arrive
 * or change: a copy taken while a list was still loading would later differ from it and be stored as a draft
 * nobody wrote (after a discard in a second tab, say).
 */
export function useWizardDraft(key: string | null, base: WizardDraft, pristine: WizardForm, linkedStep: boolean) {
  const [state, setState] = useState<DraftState>(() => {
    const restored = key ? readDraft(key) : null;
    return restored ? { form: restored.form, step: linkedStep ? base.step : restored.step } : { step: base.step, form: null };
  });
  const [stored, setStored] = useState(true);
  const finished = useRef(false);
  const pristineRef = useRef(pristine);
  pristineRef.current = pristine;
  const form = state.form ?? pristine;
  const dirty = isDraft(state.form, pristine, base.form);

  useEffect(() => {
    if (!key || finished.current) return;
    if (dirty) setStored(writeDraft(key, { step: state.step, form }));
    else clearDraft(key);
  }, [key, state.step, form, dirty]);

  // Another tab changed or discarded the draft: this one follows.
  useEffect(() => {
    if (!key) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || finished.current) return;
      const other = parseDraft(event.newValue);
      setState(other ?? { step: base.step, form: null });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, base.step]);

  const setStep = useCallback((step: Step) => setState((current) => ({ ...current, step })), []);
  const setForm = useCallback(
    (change: (form: WizardForm) => WizardForm) =>
      setState((current) => ({ ...current, form: draftedForm(change(current.form ?? pristineRef.current), pristineRef.current) })),
    [],
  );
  const discard = useCallback(() => {
    if (key) clearDraft(key);
    setState({ step: base.step, form: null });
  }, [key, base.step]);
  const finish = useCallback(() => {
    finished.current = true;
    if (key) clearDraft(key);
  }, [key]);

  return { step: state.step, form, setStep, setForm, dirty, stored, discard, finish };
}
