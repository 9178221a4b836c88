import SpeedRounded from '@mui/icons-material/SpeedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountRow } from '@shared/accounts/contract';
import { ACCOUNT_DAILY_CAP_MAX, WARM_UP_DAYS, WARM_UP_FIRST_DAY_DMS } from '@shared/runner/contract';
import { type FormEvent, useId } from 'react';
import { Controller } from 'react-hook-form';
import { TimeZoneField } from '../../components/TimeZoneField';
import { formatCount } from '../../components/format-count';
import { serverMessage } from '../../providers/dataProvider';
import { BusyButton } from '../account/BusyButton';
import { AccountDialogTitle, dialogActionsSx, dialogPaperSx } from './dialog-parts';
import { useSaveSendingLimits, useSendingLimits } from './sending-limits-api';
import { useSendingLimitsForm } from './useSendingLimitsForm';
import { RetryAlert } from '../../components/RetryAlert';

/**
 * A connected account's sending limits: the most DMs it sends a day across all its campaigns (at most 450,
 * below X's 500) and the time zone its day is counted in. Escape or a click outside closes it, except while
 * saving.
 */
export function SendingLimitsDialog({ account, onClose }: { account: AccountRow | null; onClose(): void }) {
  const titleId = useId();
  const limits = useSendingLimits(account?.id ?? null);
  const save = useSaveSendingLimits();
  const loaded = limits.data;
  const { control, submit, capError, zoneError } = useSendingLimitsForm(loaded, (body) => {
    if (account && !save.isPending) save.mutate({ id: account.id, body }, { onSuccess: onClose });
  });

  const handle = account ? `@${account.twitter_username}` : '';
  return (
    <Dialog
      open={account !== null}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="sending-limits-dialog"
      slotProps={{ paper: { component: 'form', onSubmit: (event: FormEvent) => void submit(event), noValidate: true, sx: dialogPaperSx } as object }}
    >
      <AccountDialogTitle id={titleId} icon={SpeedRounded} title="Sending limits" handle={handle} onClose={onClose} busy={save.isPending} />
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {limits.isError ? (
          <RetryAlert onRetry={() => void limits.refetch()}>{serverMessage(limits.error) ?? 'The sending limits could not be loaded.'}</RetryAlert>
        ) : !loaded ? (
          <Box aria-label="Loading sending limits" sx={{ display: 'grid', gap: 1.5 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Box>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              The most DMs this account sends in a day across all its campaigns. X allows 500; OutTwit never sends more than{' '}
              {ACCOUNT_DAILY_CAP_MAX} from one account, and you can set it lower.
            </Typography>
            <Controller
              name="daily_cap"
              control={control}
              render={({ field }) => (
                <TextField
                  label="Daily cap"
                  type="number"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(capError)}
                  helperText={capError ?? `From 1 to ${ACCOUNT_DAILY_CAP_MAX}. Sent in the last 24 hours: ${formatCount(loaded.sent_last_24h)}.`}
                  fullWidth
                  slotProps={{
                    htmlInput: { min: 1, max: ACCOUNT_DAILY_CAP_MAX, step: 1, inputMode: 'numeric', 'data-testid': 'daily-cap' },
                    formHelperText: { role: capError ? 'alert' : undefined } as object,
                  }}
                />
              )}
            />
            <Controller
              name="time_zone"
              control={control}
              render={({ field }) => (
                <TimeZoneField
                  value={field.value}
                  onChange={field.onChange}
                  error={zoneError}
                  helperText="The account's day, and so its daily cap, starts at midnight in this time zone."
                  testId="limits-time-zone"
                />
              )}
            />
            <Box>
              <Controller
                name="warm_up"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        slotProps={{ input: { 'data-testid': 'warm-up' } as object }}
                      />
                    }
                    label="Warm up this account"
                  />
                )}
              />
              <Typography variant="body2" color="text.secondary">
                A new account starts at {WARM_UP_FIRST_DAY_DMS} DMs a day and rises to its cap over {WARM_UP_DAYS} days of sending; when X stops the
                account, the ramp steps back a few days.
              </Typography>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={dialogActionsSx}>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <BusyButton type="submit" variant="contained" busy={save.isPending} disabled={!loaded}>
          {save.isPending ? 'Saving...' : 'Save'}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
