import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { TokensDraft } from './useConnectForm';

/** A session token input: a password field (hidden by default, with a show/hide toggle), never autocompleted. */
export function TokenField({
  control,
  name,
  label,
  disabled,
  placeholder,
  helperText,
}: {
  control: Control<TokensDraft, unknown, unknown>;
  name: keyof TokensDraft;
  label: string;
  disabled?: boolean;
  placeholder: string;
  helperText?: string;
}) {
  const [visible, setVisible] = useState(false);
  const { field } = useController({ control, name });
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      placeholder={placeholder}
      helperText={helperText}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', 'data-1p-ignore': true, 'data-lpignore': 'true' },
        inputLabel: { shrink: true },
        input: {
          sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 },
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label}` : `Show ${label}`}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                size="small"
                disabled={disabled}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
