
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AccountRow, accountMessages, type ProxyBody, type ProxyTestAnswer, parseQuickAdd, proxyTypes } from '@shared/accounts/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '../account/BusyButton';
import { connectLinks } from './connect-links';
import { AccountDialogTitle, dialogActionsSx, dialogPaperSx } from './dialog-parts';
import { bodyOf, formOf, type ProxyForm } from './proxy-form';
import { ProxyTestBox } from './ProxyTestBox';
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
  const [form, setForm] = useState<ProxyForm>(() => formOf(account));
  const [quickAdd, setQuickAdd] = useState('');
  const [quickAddError, setQuickAddError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);

  // Each opening, save and removal starts from the account's saved proxy; other updates of the account (a health
  // check, today's DMs) leave what is being typed alone.
  const saved = account
    ? [account.id, account.proxy_type, account.proxy_ip, account.proxy_port, account.proxy_username, account.has_proxy_password].join('|')
    : '';
  const accountRef = useRef(account);
  accountRef.current = account;
  useEffect(() => {
    if (saved === '') return;
    setForm(formOf(accountRef.current));
    setQuickAdd('');
    setQuickAddError(null);
    setTouched(false);
  }, [saved]);
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

  const set = (field: keyof ProxyForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const missing = form.proxy_ip.trim() === '' || form.proxy_port.trim() === '';

  const applyQuickAdd = () => {
    const parsed = parseQuickAdd(quickAdd);
    if (!parsed) {
      setQuickAddError('Use IP:Port or IP:Port:Username:Password');
      return;
    }
    setQuickAddError(null);
    setForm((current) => ({
      ...current,
      proxy_ip: parsed.proxy_ip,
      proxy_port: parsed.proxy_port,
      proxy_username: parsed.proxy_username ?? current.proxy_username,
      proxy_password: parsed.proxy_password ?? current.proxy_password,
    }));
    setQuickAdd('');
  };

  const onQuickAddKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyQuickAdd();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // IP and port are required: without them the save does nothing.
    if (!account || busy || missing) return;
    onSave(account, bodyOf(form, account));
  };

  const handle = account ? `@${account.twitter_username}` : '';
  const savedPasswordNote = account?.has_proxy_password && form.proxy_password === '' ? 'A password is saved; leave empty to keep it' : undefined;

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
          onSubmit: submit,
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
            value={quickAdd}
            onChange={(event) => {
              setQuickAdd(event.target.value);
              setQuickAddError(null);
            }}
            onKeyDown={onQuickAddKey}
            placeholder="IP:Port:Username:Password"
            error={quickAddError !== null}
            helperText={quickAddError ?? 'Paste IP:Port or IP:Port:Username:Password to fill in the fields'}
            fullWidth
            size="small"
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <Button variant="outlined" onClick={applyQuickAdd} disabled={quickAdd.trim() === '' || busy !== null} sx={{ flexShrink: 0, height: 40 }}>
            Apply
          </Button>
        </Box>
        <Box>
          <FormLabel id={`${titleId}-type`} sx={{ fontSize: 14, fontWeight: 600, color: 'text.primary' }}>
            Proxy type
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-type`}
            value={form.proxy_type}
            onChange={(event) => set('proxy_type')(event.target.value)}
          >
            {proxyTypes.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio size="small" />} label={type} />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }} data-testid="https-hint">
            {accountMessages.httpsProxyHint}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2 }}>
          <TextField
            label="IP"
            value={form.proxy_ip}
            onChange={(event) => set('proxy_ip')(event.target.value)}
            required
            error={touched && form.proxy_ip.trim() === ''}
            placeholder="203.0.113.10 or proxy.example.com"
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <TextField
            label="Port"
            value={form.proxy_port}
            onChange={(event) => set('proxy_port')(event.target.value.replace(/\D/g, ''))}
            required
            error={touched && form.proxy_port.trim() === ''}
            placeholder="8080"
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <TextField
            label="Username"
            value={form.proxy_username}
            onChange={(event) => set('proxy_username')(event.target.value)}
            placeholder="Optional"
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <TextField
            label="Password"
            type="password"
            value={form.proxy_password}
            onChange={(event) => set('proxy_password')(event.target.value)}
            placeholder={account?.has_proxy_password ? '••••••••' : 'Optional'}
            helperText={savedPasswordNote}
            autoComplete="new-password"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        {touched && missing && (
          <Typography role="alert" variant="body2" color="error">
            {accountMessages.proxyIpPortRequired}
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
