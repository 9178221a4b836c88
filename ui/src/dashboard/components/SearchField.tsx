import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** A list's search box, with a button that empties it. `label` names it for screen readers and tests. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder = label,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
  placeholder?: string;
}) {
  return (
    <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2 }}>
      <TextField
        fullWidth
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        slotProps={{
          htmlInput: { 'aria-label': label, spellCheck: false, autoCapitalize: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton aria-label="Clear search" size="small" edge="end" onClick={() => onChange('')}>
                  <Close fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
}
