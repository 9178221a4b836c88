import { zodResolver } from '@hookform/resolvers/zod';
import { type AddUsernamesAnswer, type AddUsernamesBody, addUsernamesSchema, dncMessages } from '@shared/dnc/contract';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { refusalAlone } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { RESOURCE } from './useDoNotContactList';

/** POST /api/do-not-contact's answer (the contract has its type, not a schema). */
const addUsernamesAnswer: z.ZodType<AddUsernamesAnswer> = z.object({ addedCount: z.number(), duplicateCount: z.number(), message: z.string() });

/**
 * The Add Usernames form's state: the pasted text checked with the API's own schema, then sent. Blank, junk
 * and oversized input are refused by the API with the specification's messages, shown as warnings with the
 * message alone ('Please enter at least one username'); the text is cleared once added.
 */
export function useAddUsernamesForm() {
  const form = useForm<AddUsernamesBody>({ resolver: zodResolver(addUsernamesSchema), defaultValues: { input: '' } });
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
  const send = handleSubmit((body) => add.mutate(body));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!busy) void send();
  };

  return { text, setText: (input: string) => setValue('input', input), submit, busy };
}
