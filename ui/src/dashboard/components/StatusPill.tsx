import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The pill colours of a status (theme palette names or colours). */
export interface PillColours {
  color: string;
  bgcolor: string;
  borderColor: string;
}

/** A status as a small coloured pill with a dot, which pulses while something is under way. */
export function StatusPill({
  colours,
  pulse = false,
  children,
  ...data
}: {
  colours: PillColours;
  pulse?: boolean;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <Box
      component="span"
      {...data}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        height: 24,
        px: 1.1,
        borderRadius: 99,
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        border: '1px solid',
        ...colours,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 7,
          height: 7,
          borderRadius: '50%',
          bgcolor: 'currentColor',
          ...(pulse && {
            animation: 'status-pulse 1.4s ease-in-out infinite',
            '@keyframes status-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } },
          }),
        }}
      />
      {children}
    </Box>
  );
}
