import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import { type FailedTarget, scrapeMessages } from '@shared/leads/scrape-contract';
import { FormNotice } from '../form/FormSection';
import { targetLabel } from './ScrapeProgressPanel';

/**
 * The failed target accounts: each with its error, and what to do. The error variant when the scrape failed;
 * the warning variant when leads from the other, valid targets were found.
 */
export function FailedTargetsPanel({ targets, variant }: { targets: readonly FailedTarget[]; variant: 'error' | 'warning' }) {
  if (targets.length === 0) return null;
  return (
    <FormNotice
      tone={variant}
      testId={`failed-targets-${variant}`}
      icon={variant === 'error' ? <ErrorOutline sx={{ fontSize: 20 }} /> : <WarningAmberRounded sx={{ fontSize: 20 }} />}
      title={scrapeMessages.failedTargetsTitle}
    >
      {variant === 'warning' && <Box sx={{ mb: 0.75 }}>{scrapeMessages.failedTargetsWarning}</Box>}
      <FailedTargetList targets={targets} />
      <Box sx={{ mt: 0.75, fontWeight: 600 }}>{scrapeMessages.createWithValidTargets}</Box>
    </FormNotice>
  );
}

export function FailedTargetList({ targets }: { targets: readonly FailedTarget[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.25, '& li': { overflowWrap: 'anywhere' } }}>
      {targets.map((target) => (
        <li key={target.username} data-testid="failed-target">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {targetLabel(target.username)}
          </Box>
          : {target.error}
        </li>
      ))}
    </Box>
  );
}
