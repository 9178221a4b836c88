import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';

/**
 * The form of an auth screen: its fields and buttons stacked with an even gap. Its method is POST so that a
 * submit the browser makes itself (before the page's script has loaded) never puts a password in the URL.
 */
export function AuthForm({
  onSubmit,
  noValidate,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The page checks every field itself and names all problems at once (the browser stops at the first). */
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="form" method="post" onSubmit={onSubmit} noValidate={noValidate} sx={{ display: 'grid', gap: 2.25 }}>
      {children}
    </Box>
  );
}

/** The required email address, its label always above the field; `error` marks it and says what is wrong. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@company.com"
      slotProps={{ inputLabel: { shrink: true } }}
      required
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/** The form's main button; while `busy` it is disabled and reads `busyLabel`. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
