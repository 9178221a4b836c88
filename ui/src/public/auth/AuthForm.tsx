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
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Box component="form" method="post" onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.25 }}>
      {children}
    </Box>
  );
}

/** The required email address, its label always above the field. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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
