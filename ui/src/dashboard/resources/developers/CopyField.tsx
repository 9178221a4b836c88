import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { MONOSPACE } from './key-format';
import { useCopy } from './useCopy';

/**
 * Text to copy (a key, a URL, a command): read-only, in monospace, wrapping rather than scrolling sideways, with
 * a Copy button that says 'Copied'. On a phone the button is its icon beside the text, or, `prominent`, a full
 * width button under it. When the browser refuses the clipboard, the text is selected for the person to copy.
 * A command wraps between its words; a key (`unbroken`) anywhere, filling each line.
 */
export function CopyField({
  label,
  value,
  helperText,
  prominent = false,
  unbroken = false,
  testId,
}: {
  label: string;
  value: string;
  helperText?: string;
  prominent?: boolean;
  unbroken?: boolean;
  testId?: string;
}) {
  const { copy, copied, failed } = useCopy();
  const field = useRef<HTMLTextAreaElement>(null);
  const onCopy = async () => {
    await copy(value);
    field.current?.select();
  };
  const phoneText = prominent ? 'inline' : 'none';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: prominent ? 'column' : 'row', sm: 'row' },
        alignItems: { xs: prominent ? 'stretch' : 'flex-start', sm: 'flex-start' },
        gap: 1,
        minWidth: 0,
      }}
    >
      <TextField
        label={label}
        value={value}
        multiline
        fullWidth
        size="small"
        inputRef={field}
        onFocus={(event) => event.target.select()}
        error={failed}
        helperText={failed ? 'Copying was blocked by the browser: the text is selected, press Ctrl+C (or Cmd+C) to copy it.' : helperText}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, 'data-testid': testId, sx: { fontFamily: MONOSPACE, fontSize: 13.5, overflowWrap: 'anywhere', wordBreak: unbroken ? 'break-all' : 'normal' } },
        }}
        sx={{ minWidth: 0 }}
      />
      <Button
        variant={copied ? 'contained' : 'outlined'}
        color={copied ? 'success' : 'primary'}
        onClick={onCopy}
        aria-label={`${copied ? 'Copied' : 'Copy'} ${label}`}
        aria-live="polite"
        sx={{ flexShrink: 0, gap: 1, height: 40, minWidth: { xs: prominent ? 104 : 44, sm: 104 }, px: { xs: prominent ? 2 : 1.25, sm: 2 } }}
      >
        {copied ? <Check fontSize="small" /> : <ContentCopy fontSize="small" />}
        <Box component="span" sx={{ display: { xs: phoneText, sm: 'inline' } }}>
          {copied ? 'Copied' : 'Copy'}
        </Box>
      </Button>
    </Box>
  );
}
