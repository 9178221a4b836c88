import { type SendingLimits, type SendingLimitsBody, sendingLimitsSchema } from '@shared/runner/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { parsedRequestResolver } from '../../forms/request-resolver';
import { type LimitsDraft, limitsDraftOf, limitsRequestOf } from './sending-limits-form';

/**
 * The sending limits dialog's state: the cap, time zone and warm-up checked with the API's own schema (its
 * messages, word for word) once a field is left or the form is saved, then as it is edited.
 */
export function useSendingLimitsForm(loaded: SendingLimits | undefined, onValid: (body: SendingLimitsBody) => void) {
  const form = useForm<LimitsDraft, unknown, SendingLimitsBody>({
    resolver: parsedRequestResolver(sendingLimitsSchema, limitsRequestOf),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { daily_cap: '', time_zone: 'UTC', warm_up: true },
  });
  const { reset, handleSubmit, formState } = form;

  // Each opening starts from the saved limits.
  useEffect(() => {
    if (loaded) reset(limitsDraftOf(loaded));
  }, [loaded, reset]);

  return {
    control: form.control,
    submit: handleSubmit(onValid),
    capError: formState.errors.daily_cap?.message,
    zoneError: formState.errors.time_zone?.message,
  };
}
