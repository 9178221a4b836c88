import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, parseDraft, readDraft, sameForm, type WizardDraft, writeDraft } from './wizard-draft';
import type { Step, WizardForm } from './wizard-form';

/**
 * The wizard's step and fields, kept as a draft under `key` (null: not kept, the user is not known yet) while the
 * fields differ from `pristine` (the form as it opened, with its only choices chosen): restored when the wizard
 * opens (at the step a link asked for, `linkedStep`, if any), and followed from a second tab through the 'storage'
 * event. `finish` forgets it once the campaign is saved; `discard` forgets it and starts again.
 */
export function useWizardDraft(key: string | null, base: WizardDraft, pristine: WizardForm, linkedStep: boolean) {
  const [draft, setDraft] = useState<WizardDraft>(() => {
    const restored = key ? readDraft(key) : null;
    return restored ? { form: restored.form, step: linkedStep ? base.step : restored.step } : base;
  });
  const [stored, setStored] = useState(true);
  const finished = useRef(false);
  // The form as it opened with its only choices chosen: what a discarded draft goes back to, here and in other tabs.
  const openedRef = useRef<WizardDraft>({ step: base.step, form: pristine });
  openedRef.current = { step: base.step, form: pristine };
  // The form as it opened, before or after its only choices were chosen, is no draft (whatever step it shows).
  const dirty = !sameForm(draft.form, pristine) && !sameForm(draft.form, base.form);

  useEffect(() => {
    if (!key || finished.current) return;
    if (dirty) setStored(writeDraft(key, draft));
    else clearDraft(key);
  }, [key, draft, dirty]);

  // Another tab changed or discarded the draft: this one follows.
  useEffect(() => {
    if (!key) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || finished.current) return;
      setDraft(parseDraft(event.newValue) ?? openedRef.current);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const setStep = useCallback((step: Step) => setDraft((current) => ({ ...current, step })), []);
  const setForm = useCallback(
    (change: (form: WizardForm) => WizardForm) => setDraft((current) => ({ ...current, form: change(current.form) })),
    [],
  );
  const discard = useCallback(() => {
    if (key) clearDraft(key);
    setDraft(openedRef.current);
  }, [key]);
  const finish = useCallback(() => {
    finished.current = true;
    if (key) clearDraft(key);
  }, [key]);

  return { step: draft.step, form: draft.form, setStep, setForm, dirty, stored, discard, finish };
}
