import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../components/format-count';

/** A count of the card; with `onOpen`, a button that opens the list behind it. */
export function CampaignStat({
  label,
  value,
  testId,
  tone,
  hint,
  onOpen,
}: { label: string; value: number; testId: string; tone?: string; hint?: string; onOpen?: () => void }) {
  const box = { p: 1, borderRadius: '10px', bgcolor: 'surface.raised', minWidth: 0 } as const;
  const inner = (
    <>
      <Typography component="span" sx={{ display: 'block', fontSize: 11.5, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Typography component="span" data-testid={testId} sx={{ display: 'block', fontSize: 17, fontWeight: 800, color: tone ?? 'text.primary', lineHeight: 1.3 }}>
        {formatCount(value ?? 0)}
      </Typography>
    </>
  );
  const content = onOpen ? (
    <ButtonBase
      onClick={onOpen}
      aria-label={`${label}: ${formatCount(value ?? 0)}, show the leads`}
      data-testid={`${testId}-open`}
      sx={{ ...box, display: 'block', textAlign: 'left', width: '100%', '&:hover': { outline: '1px solid', outlineColor: 'divider' } }}
    >
      {inner}
    </ButtonBase>
  ) : (
    <Box sx={box}>{inner}</Box>
  );
  return hint ? (
    <Tooltip title={hint} enterTouchDelay={0}>
      {content}
    </Tooltip>
  ) : (
    content
  );
}
