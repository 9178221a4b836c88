import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A row of a step's list (a lead source, a template, an account) that is chosen by a click anywhere on it: outlined,
 * tinted when chosen. Clicks on its own checkbox or radio, and on buttons inside it, are theirs.
 */
export function ChoiceRow({
  checked,
  unavailable = false,
  align = 'center',
  onChoose,
  children,
  ...data
}: {
  checked: boolean;
  unavailable?: boolean;
  align?: 'center' | 'flex-start';
  onChoose(): void;
  children: ReactNode;
  'data-testid': string;
  'data-name'?: string;
  'data-username'?: string;
}) {
  return (
    <Box
      component="li"
      {...data}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('input,button')) return;
        onChoose();
      }}
      sx={{
        display: 'flex',
        alignItems: align,
        gap: 1,
        pl: 0.5,
        pr: 1.5,
        py: 1,
        minWidth: 0,
        border: '1px solid',
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'tint.primary' : 'background.paper',
        borderRadius: '12px',
        cursor: unavailable ? 'not-allowed' : 'pointer',
        opacity: unavailable ? 0.7 : 1,
        transition: 'border-color .12s ease, background-color .12s ease',
      }}
    >
      {children}
    </Box>
  );
}
