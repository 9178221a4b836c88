import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TEMPLATE_LIMITS, templateMessages } from '@shared/campaigns/contract';
import { checkMessageLength, similarVariations } from '@shared/campaigns/personalise';
import { formatCount } from '@shared/leads/contract';
import { useMemo } from 'react';
import type { TemplateForm } from './useTemplateForm';
import { VariableBar } from './VariableBar';
import { canAddVariation, canRemoveVariation } from './variations';

/**
 * The message variations: the variable bar, one field per variation with its length against X's limit,
 * the form's message about them, warnings for variations X may see as the same message, and Add variation.
 */
export function TemplateVariations({ form }: { form: TemplateForm }) {
  const { messages, focused, setFocused, fields, setMessage, insert, addVariation, remove, messagesError } = form;
  const similar = useMemo(() => similarVariations(messages), [messages]);
  const lengths = useMemo(() => messages.map(checkMessageLength), [messages]);
  const removable = canRemoveVariation(messages.length);

  return (
    <>
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
                  endAdornment: removable ? (
                    <Tooltip title="Remove this message">
                      <IconButton
                        size="small"
                        aria-label={`Remove message ${index + 1}`}
                        onClick={() => remove(index)}
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

      {messagesError && (
        <Alert severity="error" role="alert" data-testid="template-messages-error">
          {messagesError}
        </Alert>
      )}
      {similar.map(({ a, b }) => (
        <Alert key={`${a}-${b}`} severity="warning" data-testid="similar-warning">
          {templateMessages.similarWarning(a + 1, b + 1)}
        </Alert>
      ))}

      <Box>
        <Button startIcon={<AddRounded />} onClick={addVariation} disabled={!canAddVariation(messages.length)} variant="outlined">
          Add variation
        </Button>
      </Box>
    </>
  );
}
