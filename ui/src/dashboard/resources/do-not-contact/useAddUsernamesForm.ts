import { zodResolver } from '@hookform/resolvers/zod';
import { type AddUsernamesAnswer, type AddUsernamesBody, addUsernamesSchema, dncMessages } from '@shared/dnc/contract';
import { checkPaste } from '@shared/dnc/shared/pasted-usernames';
import type { FormEvent } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { z } from 'zod';
import { refusalAlone } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { RESOURCE } from './useDoNotContactList';

/** POST /api/do-not-contact's answer (the contract has its type, not a schema). */
const addUsernamesAnswer: z.ZodType<AddUsernamesAnswer> = z.object({ addedCount: z.number(), duplicateCount: z.number(), message: z.string() });

/** The request as the form checks it: the contract's schema, and the decider's own check of the paste (blank, junk, oversized), said without a round trip. */
const addFormSchema = addUsernamesSchema.superRefine(({ input }, context) => {
  const { refusal } = checkPaste(input);
  if (refusal) context.addIssue({ code: 'custom', message: refusal.message, path: ['input'] });
});

/**
 * The Add Usernames form's state: the pasted text checked, then sent; a refusal is a warning toast with the
 * message alone ('Please enter at least one username'), the API's too. The text is cleared once added.
 */
export function useAddUsernamesForm() {
  const form = useForm<AddUsernamesBody>({ resolver: zodResolver(addFormSchema), defaultValues: { input: '' } });
  const { control, setValue, reset, handleSubmit } = form;
  const text = useWatch({ control, name: 'input' });
  const add = useCommand(RESOURCE, 'create', {
    answer: addUsernamesAnswer,
    request: (body: AddUsernamesBody) => ({ data: body }),
    success: (answer) => dncMessages.added(answer.addedCount, answer.duplicateCount),
    failure: dncMessages.addFailed,
    notice: refusalAlone,
    onSuccess: () => reset({ input: '' }),
  });
  const busy = add.isPending;
  const notify = useNotify();
  const send = handleSubmit(
    (body) => add.mutate(body),
    (errors: FieldErrors<AddUsernamesBody>) => {
      if (errors.input?.message) notify(errors.input.message, { type: 'warning' });
    },
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!busy) void send();
  };

  return { text, setText: (input: string) => setValue('input', input), submit, busy };
}
