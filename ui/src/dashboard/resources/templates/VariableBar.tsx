import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FIRST_NAME_PLACEHOLDER, TEMPLATE_VARIABLES, templateMessages } from '@shared/campaigns/contract';

/** '[First Name]' and the variables, inserted at the cursor of the message being written. */
export function VariableBar({ target, onInsert }: { target: number; onInsert(text: string): void }) {
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
