
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountRow, ProxyBody, ProxyTestAnswer } from '@shared/accounts/contract';
import { useEffect, useId, useState } from 'react';
import { BusyButton } from '../account/BusyButton';
import { connectLinks } from './connect-links';
import { AccountDialogTitle, dialogActionsSx, dialogPaperSx } from './dialog-parts';
import { ProxyFields } from './ProxyFields';
import { ProxyTestBox } from './ProxyTestBox';
import { useProxyForm } from './useProxyForm';
import { GuideVideoPlayer } from './VideoGuideDialog';

export type ProxyBusy = 'save' | 'remove' | 'test' | null;

/**
 * An account's proxy: type (HTTP or HTTPS), IP, port, optional username and password, Quick Add
 * (IP:Port:Username:Password), save, remove and 'Test proxy' on the saved proxy. Escape or a click outside closes
 * it, except while something runs.
 */
export function ProxyDialog({
  account,
  busy,
  testResult,
  onClose,
  onSave,
  onRemove,
  onTest,
}: {
  account: AccountRow | null;
  busy: ProxyBusy;
  testResult: ProxyTestAnswer | null;
  onClose(): void;
  onSave(account: AccountRow, body: ProxyBody): void;
  onRemove(account: AccountRow): void;
  onTest(account: AccountRow): void;
}) {
  const titleId = useId();
  const proxy = useProxyForm({ account, busy: busy !== null, onSave });
  const [guideOpen, setGuideOpen] = useState(false);

  useEffect(() => {
    if (account === null) setGuideOpen(false);
  }, [account]);
  // A button that ran an action was disabled meanwhile and lost the focus: it comes back into the dialog, so
  // the keyboard (Tab, Escape) keeps working there.
  useEffect(() => {
    if (busy !== null || account === null) return;
    const dialog = document.getElementById(titleId)?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [busy, account, titleId]);

  const handle = account ? `@${account.twitter_username}` : '';

  return (
    <Dialog
      open={account !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="proxy-dialog"
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: proxy.submit,
          noValidate: true,
          sx: dialogPaperSx,
        } as object,
      }}
    >
      <AccountDialogTitle id={titleId} icon={RouterOutlined} title="Proxy Configuration" handle={handle} onClose={onClose} busy={busy !== null} />
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Quick Add"
            value={proxy.quickAdd}
            onChange={(event) => proxy.typeQuickAdd(event.target.value)}
            onKeyDown={proxy.onQuickAddKey}
            placeholder="IP:Port:Username:Password"
            error={proxy.quickAddError !== null}
            helperText={proxy.quickAddError ?? 'Paste IP:Port or IP:Port:Username:Password to fill in the fields'}
            fullWidth
            size="small"
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <Button variant="outlined" onClick={proxy.applyQuickAdd} disabled={proxy.quickAdd.trim() === '' || busy !== null} sx={{ flexShrink: 0, height: 40 }}>
            Apply
          </Button>
        </Box>
        <ProxyFields
          control={proxy.control}
          typeLabelId={`${titleId}-type`}
          ipInvalid={proxy.ipInvalid}
          portInvalid={proxy.portInvalid}
          passwordPlaceholder={account?.has_proxy_password ? '••••••••' : 'Optional'}
          passwordNote={proxy.savedPasswordNote}
        />
        {proxy.addressError && (
          <Typography role="alert" variant="body2" color="error">
            {proxy.addressError}
          </Typography>
        )}
        {account?.has_proxy && (
          <ProxyTestBox testing={busy === 'test'} disabled={busy !== null && busy !== 'test'} onTest={() => onTest(account)} />
        )}
        {testResult && (
          <Alert severity={testResult.ok ? 'success' : 'error'} data-testid="proxy-test-result" data-ok={testResult.ok} sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
            {testResult.message}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          A proxy is not checked when you save it: use Test proxy after saving.{' '}
          <Button
            size="small"
            onClick={() => setGuideOpen((shown) => !shown)}
            aria-expanded={guideOpen}
            sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', fontSize: 13 }}
          >
            {guideOpen ? 'Hide the Proxy Setup Guide' : 'Proxy Setup Guide'}
          </Button>
        </Typography>
        {guideOpen && <GuideVideoPlayer url={connectLinks.proxyVideoUrl} title="Proxy setup guide" />}
      </DialogContent>
      <DialogActions sx={dialogActionsSx}>
        {account?.has_proxy && (
          <BusyButton
            color="error"
            busy={busy === 'remove'}
            disabled={busy !== null && busy !== 'remove'}
            onClick={() => account && onRemove(account)}
            sx={{ mr: { sm: 'auto' } }}
          >
            {busy === 'remove' ? 'Removing...' : 'Remove Proxy'}
          </BusyButton>
        )}
        <Button onClick={onClose} disabled={busy !== null} color="inherit">
          Cancel
        </Button>
        <BusyButton type="submit" variant="contained" busy={busy === 'save'} disabled={busy !== null && busy !== 'save'}>
          {busy === 'save' ? 'Saving...' : 'Save Proxy'}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
