import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from '@shared/developers/contract';
import { useId } from 'react';

/** What each scope lets a key do, in one line. */
export const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'Reads everything in this workspace, as a Viewer would. Changes nothing.',
  write: 'Reads and changes what you can: starts campaigns, adds leads, and so on.',
};

/** The key's scope: each choice a card with its label and what it allows. */
export function ScopeChoice({ value, onChange }: { value: ApiKeyScope; onChange(scope: ApiKeyScope): void }) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ fontSize: 14, fontWeight: 600, color: 'text.primary', mb: 0.75, '&.Mui-focused': { color: 'text.primary' } }}>
        Scope
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} name="scope" value={value} onChange={(event) => onChange(event.target.value as ApiKeyScope)} sx={{ gap: 1 }}>
        {API_KEY_SCOPES.map((scope) => (
          <FormControlLabel
            key={scope}
            value={scope}
            control={<Radio size="small" sx={{ mt: -0.25 }} />}
            label={
              <Box sx={{ py: 0.25 }}>
                <Typography sx={{ fontSize: 14.5, fontWeight: 600 }}>{API_KEY_SCOPE_LABELS[scope]}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {SCOPE_HINTS[scope]}
                </Typography>
              </Box>
            }
            sx={{
              m: 0,
              alignItems: 'flex-start',
              border: '1px solid',
              borderColor: value === scope ? 'primary.main' : 'divider',
              bgcolor: value === scope ? 'tint.primary' : 'transparent',
              borderRadius: '12px',
              pr: 1.5,
              py: 0.75,
              transition: 'border-color .12s ease, background-color .12s ease',
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
