import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

export interface InlineNameEditorProps {
  name: string;
  /** Whether the rename is being saved: the field stays open, disabled, showing `savingName`. */
  saving: boolean;
  /** The name being saved (shown while `saving`). */
  savingName?: string;
  /** When set, opening is refused with this (e.g. a running campaign); the pencil's tooltip says it. */
  blocked?: string;
  /** Called when the field would open but `blocked` is set. */
  onBlocked?(message: string): void;
  /** Why a trimmed new name is refused ('... cannot be blank.'), or null when it may be saved. */
  refusal(next: string): string | null;
  onRefused(message: string): void;
  /** Saves the trimmed new name; `done` closes the field (after success or failure). */
  onSave(next: string, done: () => void): void;
  maxLength: number;
  testId: string;
  component?: 'h1' | 'h2' | 'h3';
  fontSize?: number | Record<string, number>;
  /** Shown without the pencil: the person's role may not rename it. */
  readOnly?: boolean;
}

/**
 * A name renamed in place: the pencil (or a double click) opens the field; Enter or leaving the field saves,
 * Escape cancels. An unchanged name just closes; a refused one closes with the refusal. Focus returns to the
 * pencil afterwards.
 */
export function InlineNameEditor({
  name,
  saving,
  savingName,
  blocked,
  onBlocked,
  refusal,
  onRefused,
  onSave,
  maxLength,
  testId,
  component = 'h3',
  fontSize = 17,
  readOnly = false,
}: InlineNameEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Escape closes the field; the blur that follows must not save.
  const cancelled = useRef(false);

  useEffect(() => {
    if (!editing) setDraft(name);
  }, [name, editing]);

  const open = () => {
    if (blocked) return onBlocked?.(blocked);
    cancelled.current = false;
    setDraft(name);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = () => {
    if (cancelled.current || saving) return;
    const next = draft.trim();
    if (next === name) return close();
    const refused = refusal(next);
    if (refused) {
      onRefused(refused);
      setDraft(name);
      return close();
    }
    onSave(next, () => {
      setDraft(name);
      close();
    });
  };

  if (editing || saving) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <InputBase
          inputRef={input}
          autoFocus
          value={saving ? (savingName ?? draft) : draft}
          disabled={saving}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              input.current?.blur();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              cancelled.current = true;
              setDraft(name);
              close();
            }
          }}
          onBlur={save}
          inputProps={{ 'aria-label': `New name for ${name}`, maxLength }}
          sx={{
            flex: 1,
            minWidth: 0,
            fontSize,
            fontWeight: 700,
            px: 1,
            py: 0.25,
            borderRadius: '8px',
            border: '1px solid',
            borderColor: 'primary.main',
            boxShadow: (theme) => theme.tokens.focusRing,
            bgcolor: 'background.paper',
          }}
        />
        {saving && <CircularProgress size={16} aria-label="Saving name" />}
      </Box>
    );
  }

  return (
    // As tall with or without the pencil, so the line does not move when it appears.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0, minHeight: 28 }}>
      <Typography
        component={component}
        title={name}
        onDoubleClick={readOnly ? undefined : open}
        data-testid={testId}
        sx={{ fontSize, fontWeight: 700, lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {name}
      </Typography>
      {!readOnly && (
        <Tooltip title={blocked ?? 'Rename'}>
          <IconButton ref={editButton} size="small" aria-label={`Rename ${name}`} onClick={open} sx={{ color: 'text.secondary', flexShrink: 0 }}>
            <EditOutlined sx={{ fontSize: 17 }} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
