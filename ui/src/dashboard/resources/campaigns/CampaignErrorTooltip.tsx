import ErrorOutline from '@mui/icons-material/ErrorOutline';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import type { ErrorTooltip } from '@shared/campaigns/contract';
import { CONNECT_PATH } from './campaigns-api';

/**
 * Why a campaign stopped: a small red label with the tooltip's title ('Campaign Failed', 'Campaign Stopped',
 * 'Campaign Error'); hovering, focusing or tapping it shows the stored message and the hints it calls for, both of
 * which send the user to Connect Account, with the way there.
 */
export function CampaignErrorTooltip({ error }: { error: ErrorTooltip }) {
  return (
    <Tooltip
      arrow
      enterTouchDelay={0}
      leaveTouchDelay={6000}
      slotProps={{ tooltip: { sx: { maxWidth: 320, p: 1.5 } } }}
      title={
        <Box data-testid="campaign-error-tooltip" sx={{ fontSize: 13, lineHeight: 1.5 }}>
          <Box sx={{ fontWeight: 700, mb: 0.5 }}>{error.title}</Box>
          <Box sx={{ overflowWrap: 'anywhere' }}>{error.message}</Box>
          {error.hints.map((hint) => (
            <Box key={hint} data-testid="campaign-error-hint" sx={{ display: 'flex', gap: 0.75, mt: 1, color: '#ffe7a3' }}>
              <LightbulbOutlined sx={{ fontSize: 16, mt: '2px' }} />
              <span>{hint}</span>
            </Box>
          ))}
          {error.hints.length > 0 && (
            <Link component={RouterLink} to={CONNECT_PATH} sx={{ display: 'inline-block', mt: 1, color: '#fff', fontWeight: 700 }}>
              Open Connect Account
            </Link>
          )}
        </Box>
      }
    >
      <ButtonBase
        data-testid="campaign-error"
        aria-label={`${error.title}: ${error.message}${error.hints.length ? ` ${error.hints.join(' ')}` : ''}`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          height: 24,
          px: 1,
          borderRadius: 99,
          fontSize: 12,
          fontWeight: 700,
          color: 'error.main',
          bgcolor: 'tint.danger',
          border: '1px solid',
          borderColor: 'tint.dangerBorder',
          whiteSpace: 'nowrap',
        }}
      >
        <ErrorOutline sx={{ fontSize: 15 }} />
        {error.title}
      </ButtonBase>
    </Tooltip>
  );
}
