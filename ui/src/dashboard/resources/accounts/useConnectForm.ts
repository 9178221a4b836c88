import { connectAccountSchema } from '@shared/accounts/contract';
import type { FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { parsedRequestResolver } from '../../forms/request-resolver';

/** The two tokens as pasted. */
export interface TokensDraft {
  auth_token: string;
  ct0_token: string;
}

/** The tokens the API receives: trimmed and stripped of quotes by its schema. */
export type ConnectTokens = z.output<typeof connectAccountSchema>;

/**
 * The connect form's state: the tokens checked with the API's own schema when Connect Account is pressed, a
 * refusal told as a warning toast in the schema's words, and the inputs cleared once the account is connected.
 */
export function useConnectForm({ enabled, onConnect }: { enabled: boolean; onConnect(tokens: ConnectTokens): Promise<boolean> }) {
  const notify = useNotify();
  const form = useForm<TokensDraft, unknown, ConnectTokens>({
    resolver: parsedRequestResolver(connectAccountSchema, (draft: TokensDraft) => draft),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { auth_token: '', ct0_token: '' },
  });
  const connect = form.handleSubmit(
    async (tokens) => {
      if (await onConnect(tokens)) form.reset();
    },
    (errors) => {
      const message = errors.auth_token?.message ?? errors.ct0_token?.message;
      if (message) notify(message, { type: 'warning' });
    },
  );
  return {
    control: form.control,
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (enabled) void connect(event);
    },
  };
}
