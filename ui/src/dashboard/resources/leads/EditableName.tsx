import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useRenameSource } from './useSourceCommands';

/**
 * A source's name, renamed in place: the pencil (or a double click) opens the field; Enter or leaving the
 * field saves, Escape cancels. A blank name or one another of the user's sources has is refused.
 */
export function EditableName({
  id,
  name,
  otherNames,
  component = 'h3',
  fontSize = 17,
}: {
  id: string;
  name: string;
  /** The names of the user's other sources, to refuse a duplicate before asking the API. */
  otherNames: readonly string[];
  component?: 'h1' | 'h2' | 'h3';
  fontSize?: number | Record<string, number>;
}) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Escape closes the field; the blur that follows must not save.
  const cancelled = useRef(false);
  const rename = useRenameSource(() => setEditing(false));

  useEffect(() => {
    if (!editing) setDraft(name);
  }, [name, editing]);

  const open = () => {
    cancelled.current = false;
    setDraft(name);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = () => {
    if (cancelled.current || rename.isPending) return;
    const next = draft.trim();
    if (next === name) return close();
    if (next === '') {
      notify(leadMessages.nameBlank, { type: 'warning' });
      setDraft(name);
      return close();
    }
    if (otherNames.some((other) => other.trim().toLowerCase() === next.toLowerCase())) {
      notify(leadMessages.nameTaken(next), { type: 'warning' });
      setDraft(name);
      return close();
    }
    rename.mutate({ id, name: next }, { onError: () => setDraft(name), onSettled: () => close() });
  };

  if (editing || rename.isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <InputBase
          inputRef={input}
          autoFocus
          value={rename.isPending ? (rename.variables?.name ?? draft) : draft}
          disabled={rename.isPending}
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
          inputProps={{ 'aria-label': `New name for ${name}`, maxLength: LEAD_LIMITS.maxNameLength }}
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
        {rename.isPending && <CircularProgress size={16} aria-label="Saving name" />}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
      <Typography
        component={component}
        title={name}
        onDoubleClick={open}
        data-testid="source-name"
        sx={{ fontSize, fontWeight: 700, lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {name}
      </Typography>
      <Tooltip title="Rename">
        <IconButton ref={editButton} size="small" aria-label={`Rename ${name}`} onClick={open} sx={{ color: 'text.secondary', flexShrink: 0 }}>
          <EditOutlined sx={{ fontSize: 17 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
