import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWizardDraft } from './useWizardDraft';
import { readDraft, type WizardDraft } from './wizard-draft';
import { clearedBy, type FieldMessages, fieldOfPlace, fieldsOfStep, PLACES, type Place } from './wizard-fields';
import { STEPS, type Step, type WizardForm } from './wizard-form';
import { type WizardContext, wizardResolver } from './wizard-resolver';

/**
 * The wizard's form state, in react-hook-form: the values (restored from the draft, or as the form opened,
 * `pristine`), checked with the campaigns contract's schema and what `context` knows of the user's records,
 * the message beside each field, and the draft (useWizardDraft) following the values.
 */
export function useWizardForm({
  draftKey: key,
  base,
  pristine,
  linkedStep,
  context,
}: {
  draftKey: string | null;
  base: WizardDraft;
  pristine: WizardForm;
  linkedStep: boolean;
  context: WizardContext;
}) {
  const [restored] = useState(() => (key ? readDraft(key) : null));
  const form = useForm<WizardForm, WizardContext>({
    resolver: wizardResolver,
    context,
    // Checked when moving on or saving; a change clears its field's message until then.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: restored?.form ?? pristine,
  });
  const { setValue, clearErrors, setError, trigger, getFieldState } = form;
  const values = form.watch();
  const draft = useWizardDraft({ key, base, pristine, restored, linkedStep, form, values });

  const errors = form.formState.errors;
  const messages: FieldMessages = {};
  for (const place of PLACES) {
    const message = errors[fieldOfPlace[place]]?.message;
    if (message) messages[place] = message;
  }

  /** Changes fields as the user did: each change clears its field's message. */
  const update = (patch: Partial<WizardForm>) => {
    for (const [field, value] of Object.entries(patch)) setValue(field as keyof WizardForm, value);
    clearErrors(clearedBy(patch));
  };

  /** Puts `message` beside its place (a refusal of the API, a rule shown at once), unless it is there already. */
  const show = (place: Place, message: string) => {
    const field = fieldOfPlace[place];
    if (getFieldState(field).error?.message !== message) setError(field, { type: 'refused', message });
  };

  /** The first step before `target` (5: every step) whose fields have a message, now shown; null when all pass. */
  const blockedBefore = async (target: Step | 5): Promise<Step | null> => {
    clearErrors();
    for (const step of STEPS) {
      if (step >= target) break;
      if (!(await trigger(fieldsOfStep(step)))) return step;
    }
    return null;
  };

  return { form, values, messages, update, show, blockedBefore, clearMessages: () => clearErrors(), draft };
}
