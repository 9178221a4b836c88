import CheckCircle from '@mui/icons-material/CheckCircle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseUsernames } from '@shared/dnc/shared/clean-usernames';
import { dncMessages, MAX_USERNAMES_PER_REQUEST } from '@shared/dnc/shared/dnc-messages';
import { type FormEvent, useDeferredValue, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { type DashboardDataProvider, isClientError, serverMessage } from '../../providers/dataProvider';
import { failureMessage } from './failure-message';
import { PanelHeader } from './PanelHeader';
import { useRefreshAfterCommand } from './useRefreshAfterCommand';
import { formatCount } from './format-count';

const PLACEHOLDER = [
  'Paste usernames or profile links, one per line or separated by spaces:',
  '',
  '@janedoe',
  'https://x.com/acme_studio',
  'growthwithsam  founder_mia',
].join('\n');


/** Counts what the textarea holds the way the API will read it. */
function useParsedInput(text: string) {
  const deferred = useDeferredValue(text);
  return useMemo(() => {
    const usernames = parseUsernames(deferred);
    const unique = new Set(usernames).size;
    return { total: usernames.length, unique, repeated: usernames.length - unique };
  }, [deferred]);
}

export function AddUsernamesPanel() {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const parsed = useParsedInput(text);
  const isBlank = text.trim() === '';
  const tooMany = parsed.unique > MAX_USERNAMES_PER_REQUEST;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (text.trim() === '') {
      notify(dncMessages.inputRequired, { type: 'warning' });
      return;
    }
    // Parse the current text, not the deferred one the counter shows.
    const usernames = parseUsernames(text);
    if (usernames.length === 0) {
      notify(dncMessages.noValidUsernames, { type: 'warning' });
      return;
    }
    if (new Set(usernames).size > MAX_USERNAMES_PER_REQUEST) {
      notify(dncMessages.tooMany(MAX_USERNAMES_PER_REQUEST), { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const { data, readSideBehind } = await dataProvider.addDoNotContact(text);
      notify(data.message || dncMessages.added(data.addedCount, data.duplicateCount), { type: 'success' });
      setText('');
      refreshAfter(readSideBehind);
    } catch (error) {
      if (isClientError(error) && serverMessage(error)) {
        notify(serverMessage(error)!, { type: 'warning' });
      } else {
        notify(failureMessage(dncMessages.addFailed, error), { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  let status: { tone: 'idle' | 'ok' | 'warn'; text: string };
  if (isBlank) status = { tone: 'idle', text: 'Nothing to add yet' };
  else if (parsed.unique === 0) status = { tone: 'warn', text: 'No valid usernames yet' };
  else if (tooMany) status = { tone: 'warn', text: `${formatCount(parsed.unique)} usernames: the most at once is ${formatCount(MAX_USERNAMES_PER_REQUEST)}` };
  else
    status = {
      tone: 'ok',
      text:
        `${formatCount(parsed.unique)} valid username${parsed.unique === 1 ? '' : 's'}` +
        (parsed.repeated > 0 ? ` (${formatCount(parsed.repeated)} repeated)` : ''),
    };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="dnc-add-title" sx={{ borderRadius: '18px', overflow: 'hidden' }}>
      <PanelHeader
        id="dnc-add-title"
        icon={PersonAddAlt1Outlined}
        title="Add Usernames"
        subtitle="Paste one or thousands at once."
      />
      <Box component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 2.5 }, pt: { xs: 1, sm: 1 } }}>
        <TextField
          multiline
          fullWidth
          rows={10}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
          }}
          placeholder={PLACEHOLDER}
          disabled={busy}
          slotProps={{
            htmlInput: {
              'aria-label': 'Usernames to add',
              spellCheck: false,
              autoCapitalize: 'off',
              autoCorrect: 'off',
            },
          }}
          sx={{
            '& .MuiOutlinedInput-root': { bgcolor: '#fbfcfe', alignItems: 'flex-start', p: 0 },
            '& textarea': {
              p: '14px 16px',
              fontSize: 14,
              lineHeight: 1.6,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            },
            '& textarea::placeholder': { fontFamily: 'inherit', opacity: 0.55 },
          }}
        />
        <Box
          sx={{
            mt: 1.5,
            display: 'flex',
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
          }}
        >
          <Box
            role="status"
            aria-live="polite"
            data-testid="dnc-valid-count"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              fontSize: 14,
              fontWeight: 600,
              color: status.tone === 'ok' ? 'success.dark' : status.tone === 'warn' ? 'warning.dark' : 'text.secondary',
            }}
          >
            {status.tone === 'ok' ? <CheckCircle sx={{ fontSize: 18 }} /> : <InfoOutlined sx={{ fontSize: 18 }} />}
            {status.text}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            {!isBlank && (
              <Button type="button" color="inherit" onClick={() => setText('')} disabled={busy} sx={{ color: 'text.secondary' }}>
                Clear
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              sx={{ minWidth: 132, flex: { xs: 1, sm: 'none' } }}
            >
              {busy ? 'Adding...' : 'Add to List'}
            </Button>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, fontSize: 13, lineHeight: 1.55 }}>
          @handles and profile URLs both work. We drop the @, keep the last part of a link, lowercase everything and
          skip usernames already on your list.
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {' '}
            Press Ctrl + Enter to add.
          </Box>
        </Typography>
      </Box>
    </Paper>
  );
}
