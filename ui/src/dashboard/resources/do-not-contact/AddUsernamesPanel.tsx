import CheckCircle from '@mui/icons-material/CheckCircle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_USERNAMES_PER_REQUEST } from '@shared/dnc/contract';
import { cleanUsernames } from '@shared/dnc/shared/clean-usernames';
import { useDeferredValue, useMemo } from 'react';
import { countOf, formatCount } from '../../components/format-count';
import { AddPreview } from './AddPreview';
import { PanelHeader } from './PanelHeader';
import { useAddUsernamesForm } from './useAddUsernamesForm';

const PLACEHOLDER = [
  'Paste usernames or profile links, one per line or separated by spaces or commas:',
  '',
  '@janedoe',
  'https://x.com/acme_studio',
  'growthwithsam  founder_mia',
].join('\n');

/** What the textarea holds, cleaned the way the API will clean it; a step behind fast typing or a large paste. */
function useCleanedInput(text: string) {
  const deferred = useDeferredValue(text);
  return useMemo(() => cleanUsernames(deferred), [deferred]);
}

export function AddUsernamesPanel() {
  const { text, setText, submit, busy } = useAddUsernamesForm();
  const cleaned = useCleanedInput(text);
  const unique = cleaned.usernames.length;
  const isBlank = text.trim() === '';
  const tooMany = unique > MAX_USERNAMES_PER_REQUEST;

  const repeats = cleaned.repeated > 0 ? ` (${formatCount(cleaned.repeated)} repeated)` : '';
  let status: { tone: 'idle' | 'ok' | 'warn'; text: string };
  if (isBlank) status = { tone: 'idle', text: 'Nothing to add yet' };
  else if (unique === 0) status = { tone: 'warn', text: 'No valid usernames yet' };
  else if (tooMany) {
    const most = formatCount(MAX_USERNAMES_PER_REQUEST);
    status = { tone: 'warn', text: `${countOf(unique, 'username')}: the most at once is ${most}` };
  } else status = { tone: 'ok', text: `${countOf(unique, 'valid username')}${repeats}` };

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
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
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
            '& .MuiOutlinedInput-root': { bgcolor: 'surface.subtle', alignItems: 'flex-start', p: 0 },
            '& textarea': {
              p: '14px 16px',
              fontSize: 14,
              lineHeight: 1.6,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            },
            '& textarea::placeholder': { fontFamily: 'inherit', opacity: 0.55 },
          }}
        />
        <AddPreview cleaned={cleaned} />
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
          @handles, profile and post links all work, one per line or separated by spaces, commas or semicolons. A
          username is 1 to 15 letters, digits or underscores; usernames already on your list are skipped.
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {' '}
            Press Ctrl + Enter to add.
          </Box>
        </Typography>
      </Box>
    </Paper>
  );
}
