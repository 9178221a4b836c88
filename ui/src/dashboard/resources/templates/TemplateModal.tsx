import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  FIRST_NAME_PLACEHOLDER,
  TEMPLATE_LIMITS,
  TEMPLATE_VARIABLES,
  type TemplateRow,
  templateMessages,
} from '@shared/campaigns/contract';
import { checkMessageLength, similarVariations } from '@shared/campaigns/personalise';
import { formatCount } from '@shared/leads/contract';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CommandRefused } from '../../hooks/command-failure';
import { BusyButton } from '../account/BusyButton';
import { DialogIcon, dialogActionsSx, dialogPaperSx } from '../accounts/dialog-parts';
import { TemplatePreview } from './TemplatePreview';
import { refusedField, useDeleteTemplate, useSaveTemplate } from './templates-api';

interface Errors {
  name?: string;
  messages?: string;
}

/**
 * The message template modal: a name and several message variations (one is picked per lead, so DMs differ),
 * '[First Name]' and the variables inserted at the cursor, a live preview against a real lead, warnings for
 * variations X may see as the same message and for messages over its 10,000-character limit; create, edit
 * and delete.
 */
export function TemplateModal({
  open,
  template,
  previewSourceIds,
  onClose,
  onSaved,
  onDeleted,
  createLabel = 'Create Template',
}: {
  open: boolean;
  /** The template edited; null to create one. */
  template: TemplateRow | null;
  /** Sources whose leads the preview prefers (the campaign's). */
  previewSourceIds?: readonly string[];
  onClose(): void;
  onSaved?(template: TemplateRow): void;
  onDeleted?(id: string): void;
  /** The create button's label, when saving does more than create (the wizard moves on, say). */
  createLabel?: string;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [name, setName] = useState('');
  const [messages, setMessages] = useState<string[]>(['']);
  const [errors, setErrors] = useState<Errors>({});
  const [focused, setFocused] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fields = useRef<(HTMLTextAreaElement | null)[]>([]);
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const busy = save.isPending || remove.isPending;

  // The form starts from the template when the modal opens; a refetch of the list while it is open keeps what is typed.
  const opened = useRef(template);
  opened.current = template;
  const templateId = template?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another template edited starts the form again
  useEffect(() => {
    if (!open) return;
    const initial = opened.current;
    setName(initial?.name ?? '');
    setMessages(initial && initial.messages.length > 0 ? [...initial.messages] : ['']);
    setErrors({});
    setFocused(0);
  }, [open, templateId]);

  const similar = useMemo(() => similarVariations(messages), [messages]);
  const lengths = useMemo(() => messages.map(checkMessageLength), [messages]);

  const setMessage = (index: number, text: string) => {
    setMessages((current) => current.map((message, i) => (i === index ? text : message)));
    if (errors.messages) setErrors((current) => ({ ...current, messages: undefined }));
  };

  /** Puts `text` at the cursor of the message last focused (at its end when it never had the cursor). */
  const insert = (text: string) => {
    const index = Math.min(focused, messages.length - 1);
    const field = fields.current[index];
    const message = messages[index] ?? '';
    const start = field?.selectionStart ?? message.length;
    const end = field?.selectionEnd ?? message.length;
    setMessage(index, message.slice(0, start) + text + message.slice(end));
    requestAnimationFrame(() => {
      const target = fields.current[index];
      if (!target) return;
      target.focus();
      target.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const addVariation = () => {
    setMessages((current) => [...current, '']);
    setFocused(messages.length);
    requestAnimationFrame(() => fields.current[messages.length]?.focus());
  };

  const removeVariation = (index: number) => {
    if (messages.length <= 1) return;
    setMessages((current) => current.filter((_, i) => i !== index));
    setFocused((current) => (current >= index ? Math.max(0, current - 1) : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered in a portal but sits inside the page's form in React's tree: its submit stops here.
    event.stopPropagation();
    if (busy) return;
    const found: Errors = {};
    if (name.trim() === '') found.name = templateMessages.nameEmpty;
    const written = messages.map((message) => message.trim()).filter((message) => message !== '');
    if (written.length === 0) found.messages = templateMessages.messageRequired;
    else if (written.some((message) => message.length > TEMPLATE_LIMITS.maxMessageLength)) found.messages = templateMessages.messageTooLong;
    setErrors(found);
    if (found.name || found.messages) return;
    try {
      const answer = await save.mutateAsync({ id: template?.id, body: { name: name.trim(), messages: written } });
      onSaved?.(answer);
      onClose();
    } catch (error) {
      if (error instanceof CommandRefused) setErrors({ [refusedField(error)]: error.message });
    }
  };

  const deleteTemplate = () => {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        onDeleted?.(template.id);
        onClose();
      },
      onError: () => setConfirmDelete(false),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      slotProps={{ paper: { sx: phone ? {} : dialogPaperSx } }}
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1, pr: 7, fontSize: { xs: 18, sm: 20 } }}>
          <DialogIcon icon={ForumOutlined} />
          {template ? 'Edit Message Template' : 'Create Message Template'}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 12, top: 14 }}>
          <CloseRounded />
        </IconButton>
        <DialogContent
          dividers
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, gap: { xs: 2.5, md: 3 }, alignItems: 'start' }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <TextField
              label="Template name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
              }}
              error={Boolean(errors.name)}
              helperText={errors.name}
              fullWidth
              autoFocus={!phone}
              slotProps={{
                htmlInput: { maxLength: TEMPLATE_LIMITS.maxNameLength },
                formHelperText: { role: errors.name ? 'alert' : undefined } as object,
              }}
            />

            <Box>
              <Typography sx={{ fontWeight: 700, fontSize: 15 }}>Message variations</Typography>
              <Typography variant="body2" color="text.secondary">
                Each lead gets one of these at random. Write them differently so your DMs do not all look the same.
              </Typography>
            </Box>

            <VariableBar target={Math.min(focused, messages.length - 1) + 1} onInsert={insert} />

            {messages.map((message, index) => {
              const length = lengths[index];
              return (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: variations have no identity but their place
                  key={index}
                  data-testid="template-variation"
                  sx={{ position: 'relative' }}
                >
                  <TextField
                    label={`Message ${index + 1}`}
                    value={message}
                    onChange={(event) => setMessage(index, event.target.value)}
                    onFocus={() => setFocused(index)}
                    inputRef={(element: HTMLTextAreaElement | null) => {
                      fields.current[index] = element;
                    }}
                    multiline
                    minRows={3}
                    maxRows={12}
                    fullWidth
                    error={length?.tooLong}
                    helperText={
                      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                        <Box component="span">
                          {length?.tooLong ? templateMessages.messageTooLong : length?.mayExceed ? templateMessages.mayExceedLimit : ''}
                        </Box>
                        <Box component="span" sx={{ flexShrink: 0 }} data-testid="message-length">
                          {formatCount(length?.length ?? 0)} / {formatCount(TEMPLATE_LIMITS.maxMessageLength)}
                        </Box>
                      </Box>
                    }
                    slotProps={{
                      formHelperText: { sx: { color: length?.mayExceed ? 'warning.main' : undefined } } as object,
                      input: {
                        endAdornment:
                          messages.length > 1 ? (
                            <Tooltip title="Remove this message">
                              <IconButton
                                size="small"
                                aria-label={`Remove message ${index + 1}`}
                                onClick={() => removeVariation(index)}
                                sx={{ alignSelf: 'flex-start', mt: -0.5, mr: -0.75 }}
                              >
                                <DeleteOutline fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          ) : undefined,
                      },
                    }}
                  />
                </Box>
              );
            })}

            {errors.messages && (
              <Alert severity="error" role="alert" data-testid="template-messages-error">
                {errors.messages}
              </Alert>
            )}
            {similar.map(({ a, b }) => (
              <Alert key={`${a}-${b}`} severity="warning" data-testid="similar-warning">
                {templateMessages.similarWarning(a + 1, b + 1)}
              </Alert>
            ))}

            <Box>
              <Button
                startIcon={<AddRounded />}
                onClick={addVariation}
                disabled={messages.length >= TEMPLATE_LIMITS.maxMessages}
                variant="outlined"
              >
                Add variation
              </Button>
            </Box>
          </Box>

          <Box sx={{ position: { md: 'sticky' }, top: 0, minWidth: 0 }}>
            <TemplatePreview messages={messages} preferredSourceIds={previewSourceIds} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ ...dialogActionsSx, pt: 2 }}>
          {template && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              sx={{ mr: { sm: 'auto' } }}
            >
              Delete template
            </Button>
          )}
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={save.isPending}>
            {save.isPending ? 'Saving...' : template ? 'Update Template' : createLabel}
          </BusyButton>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete template?"
        icon={DeleteOutline}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteTemplate}
      >
        The template "{template?.name}" and its {template?.messages.length ?? 0} messages will be deleted.
      </ConfirmDialog>
    </Dialog>
  );
}

/** '[First Name]' and the variables, inserted at the cursor of the message being written. */
function VariableBar({ target, onInsert }: { target: number; onInsert(text: string): void }) {
  // Pressing a button must not take the cursor from the message: the insert reads where it is.
  const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();
  return (
    <Box
      role="toolbar"
      aria-label="Insert into the message"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.75,
        p: 1.25,
        borderRadius: '12px',
        bgcolor: 'surface.subtle',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ width: '100%', fontWeight: 600 }}>
        Insert at the cursor of message {target}:
      </Typography>
      <Button size="small" variant="contained" onMouseDown={keepFocus} onClick={() => onInsert(FIRST_NAME_PLACEHOLDER)} sx={{ px: 1.25, py: 0.25 }}>
        {templateMessages.insertFirstName}
      </Button>
      {TEMPLATE_VARIABLES.map((variable) => (
        <Button
          key={variable}
          size="small"
          variant="outlined"
          onMouseDown={keepFocus}
          onClick={() => onInsert(variable)}
          aria-label={`Insert ${variable}`}
          sx={{ px: 1, py: 0.1, minWidth: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12.5, borderRadius: 99 }}
        >
          {variable}
        </Button>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
        {'{custom1}'} and {'{custom2}'} are the first and second extra columns of an uploaded CSV.
      </Typography>
    </Box>
  );
}
