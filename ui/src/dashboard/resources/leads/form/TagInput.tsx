import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { type AddResult, splitList } from '@shared/leads/scrape-contract';

/**
 * Adds one entry to the list so far (the contract's rules: addTarget, addPostLink, addKeyword, ...): the value
 * to add (e.g. without a leading @), or the message that refuses it.
 */
export type EntryCheck = (list: readonly string[], entry: string) => AddResult;

/**
 * Adds what was typed to `values`, entry by entry (comma-separated, trimmed), each through `check`: the new
 * list, every refusal's message, and the entries refused (kept in the field to be corrected).
 */
export function addEntries(
  text: string,
  values: readonly string[],
  check: EntryCheck,
): { values: string[]; messages: string[]; refused: string[] } {
  const next = [...values];
  const messages: string[] = [];
  const refused: string[] = [];
  for (const entry of splitList(text)) {
    const verdict = check(next, entry);
    if (verdict.ok) next.push(verdict.value);
    else {
      messages.push(verdict.error);
      refused.push(entry);
    }
  }
  return { values: next, messages, refused };
}

interface TagInputProps {
  label: string;
  placeholder?: string;
  values: readonly string[];
  onChange(values: string[]): void;
  check: EntryCheck;
  /** A line under the field (limits, how to add). */
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown at the field's right (e.g. a button that adds a whole list). */
  action?: ReactNode;
  /** The test id of the chips' list. */
  testId?: string;
  /** Chips shown before '+N more' when the list is long (all when unset). */
  collapseAfter?: number;
}

/**
 * A list typed into one field: Enter adds what was typed (comma-separated entries, each trimmed), each entry
 * checked by `check`; a refused entry shows its message under the field (announced as it appears; not as a
 * toast, so a few mistakes in a row do not queue up toasts), and stays typed so it can be corrected. Chips show the list, each with a remove button.
 */
export function TagInput({ label, placeholder, values, onChange, check, hint, disabled, action, testId, collapseAfter }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);

  const commit = () => {
    if (text.trim() === '') return;
    const result = addEntries(text, values, check);
    if (result.values.length !== values.length) onChange(result.values);
    const message = result.messages[0] ?? null;
    setError(message);
    if (message) {
      // Keep only what was refused, so it can be corrected.
      setText(result.refused.join(', '));
    } else {
      setText('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const shown = collapseAfter !== undefined && !expanded ? values.slice(0, collapseAfter) : values;
  const hidden = values.length - shown.length;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          id={id}
          label={label}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error !== null}
          helperText={error ?? hint}
          fullWidth
          size="small"
          slotProps={{ formHelperText: { 'aria-live': 'polite', role: error ? 'alert' : undefined } as object }}
        />
        {action && <Box sx={{ flexShrink: 0, pt: { xs: 0, sm: '1px' } }}>{action}</Box>}
      </Box>
      {values.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          data-testid={testId}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }}
        >
          {shown.map((value) => (
            <Box component="li" key={value} sx={{ minWidth: 0, maxWidth: '100%' }}>
              <Chip
                label={value}
                size="small"
                disabled={disabled}
                onDelete={() => onChange(values.filter((other) => other !== value))}
                deleteIcon={<Close aria-label={`Remove ${value}`} />}
                sx={{ maxWidth: '100%', bgcolor: 'tint.primary', color: 'primary.dark', fontWeight: 600 }}
              />
            </Box>
          ))}
          {hidden > 0 && (
            <Box component="li">
              <Chip label={`+${hidden} more`} size="small" variant="outlined" onClick={() => setExpanded(true)} />
            </Box>
          )}
          {collapseAfter !== undefined && expanded && values.length > collapseAfter && (
            <Box component="li">
              <Chip label="Show less" size="small" variant="outlined" onClick={() => setExpanded(false)} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
