import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH, type NewPassword } from '@shared/identity/contract';

/** A password input with a show/hide toggle; its label always sits above the field. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const label = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label}` : `Show ${label}`}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The new password and its confirmation. The confirmation's label and placeholder follow the first label:
 * 'Confirm <label>' and 'Repeat your <label, lower case>'.
 */
export function NewPasswordFields({
  name,
  label,
  value,
  onChange,
  errors = {},
}: {
  /** The form name of the first field; the confirmation is always 'confirmPassword'. */
  name: string;
  label: string;
  value: NewPassword;
  /** Each field changes its own half of the form's value. */
  onChange(key: keyof NewPassword, typed: string): void;
  /** What is wrong with each field: the field is marked and the text shown under it. */
  errors?: Partial<Record<keyof NewPassword, string>>;
}) {
  const fields = [
    { key: 'password', name, label, placeholder: `At least ${MIN_PASSWORD_LENGTH} characters` },
    { key: 'confirmation', name: 'confirmPassword', label: `Confirm ${label}`, placeholder: `Repeat your ${label.toLowerCase()}` },
  ] as const;
  return fields.map(({ key, ...field }) => (
    <PasswordField
      key={key}
      {...field}
      autoComplete="new-password"
      required
      fullWidth
      value={value[key]}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(e) => onChange(key, e.target.value)}
    />
  ));
}
