import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { type AccountRow, keepAccountSchema } from '@shared/accounts/contract';
import { type FormEvent, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BusyButton } from '../account/BusyButton';
import { DialogIcon, dialogPaperSx } from './dialog-parts';
import { parsedRequestResolver } from '../../forms/request-resolver';
import { useSimulatedNames } from './accounts-api';
import { shownProfileImage } from './demo-avatar';
import { ProfileImage } from './ProfileImage';

/**
 * After a downgrade to Basic with more accounts than it allows: the user must pick the one account to keep; the
 * others are disconnected. It cannot be dismissed until the choice is made.
 */
export function DowngradeChooserDialog({
  open,
  accounts,
  allowed,
  busy,
  onKeep,
}: {
  open: boolean;
  accounts: AccountRow[];
  allowed: number;
  busy: boolean;
  onKeep(account: AccountRow): void;
}) {
  const titleId = useId();
  const simulated = useSimulatedNames();
  // The choice is checked with the API's own schema (its message, word for word) when keeping.
  const { control, setValue, handleSubmit, formState } = useForm<{ account_id: string }, unknown, { account_id: string }>({
    resolver: parsedRequestResolver(keepAccountSchema, (draft: { account_id: string }) => draft),
    shouldFocusError: false,
    defaultValues: { account_id: '' },
  });
  const chosen = useWatch({ control, name: 'account_id' });
  const keep = handleSubmit(({ account_id }) => {
    const account = accounts.find((candidate) => candidate.id === account_id);
    if (account && !busy) onKeep(account);
  });
  const submit = (event: FormEvent) => void keep(event);
  const choose = (id: string) => setValue('account_id', id, { shouldValidate: formState.isSubmitted });
  const refusal = formState.errors.account_id?.message;
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      disableEscapeKeyDown
      data-testid="downgrade-chooser"
      slotProps={{
        paper: { component: 'form', onSubmit: submit, noValidate: true, sx: dialogPaperSx } as object,
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <DialogIcon icon={HowToRegOutlined} />
        Choose the account to keep
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography color="text.secondary">
          Your plan is now Basic, which allows {allowed} connected account{allowed === 1 ? '' : 's'}. Pick the account to keep:
          the others are disconnected, and campaigns using them are paused until you choose another account for them.
        </Typography>
        <Box component="ul" role="radiogroup" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {accounts.map((account) => {
            const selected = chosen === account.id;
            return (
              <Box
                component="li"
                key={account.id}
                sx={{
                  border: '1px solid',
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'tint.primary' : 'background.paper',
                  borderRadius: '12px',
                }}
              >
                <Box
                  component="label"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, cursor: 'pointer', minWidth: 0 }}
                >
                  <Radio
                    checked={selected}
                    onChange={() => choose(account.id)}
                    value={account.id}
                    name="keep-account"
                    slotProps={{ input: { 'aria-label': `Keep @${account.twitter_username}` } }}
                    disabled={busy}
                  />
                  <ProfileImage src={shownProfileImage(account, simulated)} name={account.twitter_name || account.twitter_username} size={36} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {account.twitter_name || `@${account.twitter_username}`}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      @{account.twitter_username}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
        {refusal && (
          <Typography role="alert" color="error" variant="body2">
            {refusal}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' } }}>
        <BusyButton type="submit" variant="contained" busy={busy}>
          {busy ? 'Adjusting...' : 'Keep this account'}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
