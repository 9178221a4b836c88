import { type AccountRow, type ProxyBody, parseQuickAdd, proxySchema } from '@shared/accounts/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { parsedRequestResolver } from '../../forms/request-resolver';
import { bodyOf, formOf, type ProxyForm } from './proxy-form';

const QUICK_ADD_REFUSED = 'Use IP:Port or IP:Port:Username:Password';

/**
 * The proxy dialog's state: the fields checked with the API's own schema (its messages, word for word) when
 * saving, then as they are edited; Quick Add, which fills them in; and the save, which keeps a saved password
 * when its field is left empty.
 */
export function useProxyForm({
  account,
  busy,
  onSave,
}: {
  account: AccountRow | null;
  busy: boolean;
  onSave(account: AccountRow, body: ProxyBody): void;
}) {
  const form = useForm<ProxyForm, unknown, z.output<typeof proxySchema>>({
    // The fields as typed are the request, strings and all: the schema reads the port as a number itself.
    resolver: parsedRequestResolver(proxySchema, (draft: ProxyForm) => draft),
    shouldFocusError: false,
    defaultValues: formOf(account),
  });
  const { control, reset, setValue, getValues, handleSubmit, formState } = form;
  const password = useWatch({ control, name: 'proxy_password' });
  const [quickAdd, setQuickAdd] = useState('');
  const [quickAddError, setQuickAddError] = useState<string | null>(null);

  // Each opening, save and removal starts from the account's saved proxy; other updates of the account (a health
  // check, today's DMs) leave what is being typed alone.
  const saved = account
    ? [account.id, account.proxy_type, account.proxy_ip, account.proxy_port, account.proxy_username, account.has_proxy_password].join('|')
    : '';
  const accountRef = useRef(account);
  accountRef.current = account;
  useEffect(() => {
    if (saved === '') return;
    reset(formOf(accountRef.current));
    setQuickAdd('');
    setQuickAddError(null);
  }, [saved, reset]);

  const applyQuickAdd = () => {
    const parsed = parseQuickAdd(quickAdd);
    if (!parsed) {
      setQuickAddError(QUICK_ADD_REFUSED);
      return;
    }
    setQuickAddError(null);
    const shown = { shouldValidate: formState.isSubmitted };
    setValue('proxy_ip', parsed.proxy_ip, shown);
    setValue('proxy_port', parsed.proxy_port, shown);
    setValue('proxy_username', parsed.proxy_username ?? getValues('proxy_username'), shown);
    setValue('proxy_password', parsed.proxy_password ?? getValues('proxy_password'), shown);
    setQuickAdd('');
  };

  const onQuickAddKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyQuickAdd();
    }
  };

  const save = handleSubmit(() => {
    if (account && !busy) onSave(account, bodyOf(getValues(), account));
  });

  const { errors } = formState;
  return {
    control,
    quickAdd,
    quickAddError,
    typeQuickAdd: (text: string) => {
      setQuickAdd(text);
      setQuickAddError(null);
    },
    applyQuickAdd,
    onQuickAddKey,
    submit: (event: FormEvent) => void save(event),
    ipInvalid: Boolean(errors.proxy_ip),
    portInvalid: Boolean(errors.proxy_port),
    /** What is wrong with the address, said once under the fields. */
    addressError: errors.proxy_ip?.message ?? errors.proxy_port?.message,
    savedPasswordNote: account?.has_proxy_password && password === '' ? 'A password is saved; leave empty to keep it' : undefined,
  };
}
