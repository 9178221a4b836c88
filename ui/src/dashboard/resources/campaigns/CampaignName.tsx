import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_LIMITS, campaignMessages } from '@shared/campaigns/contract';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useRenameCampaign } from './useCampaignCommands';

/**
 * A campaign's name, renamed in place: the pencil (or a double click) opens the field; Enter or leaving the
 * field saves, Escape cancels. A blank name, one another campaign has, or any rename of a running campaign is
 * refused with the specification's message.
 */
export function CampaignName({
  id,
  name,
  running,
  otherNames,
}: {
  id: string;
  name: string;
  running: boolean;
  /** The names of the user's other campaigns, to refuse a duplicate before asking the API. */
  otherNames: readonly string[];
}) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Escape closes the field; the blur that follows must not save.
  const cancelled = useRef(false);
  const rename = useRenameCampaign();

  useEffect(() => {
    if (!editing) setDraft(name);
  }, [name, editing]);

  const open = () => {
    if (running) {
      notify(campaignMessages.cannotEditRunning, { type: 'warning' });
      return;
    }
    cancelled.current = false;
    setDraft(name);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const refuse = (message: string) => {
    notify(message, { type: 'warning' });
    setDraft(name);
    close();
  };

  const save = () => {
    if (cancelled.current || rename.isPending) return;
    const next = draft.trim();
    if (next === name) return close();
    if (next === '') return refuse(campaignMessages.nameBlank);
    if (otherNames.some((other) => other.trim().toLowerCase() === next.toLowerCase())) return refuse(campaignMessages.nameTaken);
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
          inputProps={{ 'aria-label': `New name for ${name}`, maxLength: CAMPAIGN_LIMITS.maxNameLength }}
          sx={{
            flex: 1,
            minWidth: 0,
            fontSize: 17,
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
        component="h3"
        title={name}
        onDoubleClick={open}
        data-testid="campaign-name"
        sx={{ fontSize: 17, fontWeight: 700, lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {name}
      </Typography>
      <Tooltip title={running ? campaignMessages.cannotEditRunning : 'Rename'}>
        <IconButton ref={editButton} size="small" aria-label={`Rename ${name}`} onClick={open} sx={{ color: 'text.secondary', flexShrink: 0 }}>
          <EditOutlined sx={{ fontSize: 17 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
