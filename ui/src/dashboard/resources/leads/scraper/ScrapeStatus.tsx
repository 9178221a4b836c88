import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import type { LeadSourceRow } from '@shared/leads/contract';
import { type ScrapeProgress, type ScrapeStage, scrapeMessages, scrapeStages } from '@shared/leads/scrape-contract';
import type { ReactElement } from 'react';
import { usePlan } from '../../../hooks/usePlan';
import { CreditsExhaustedBanner } from '../CreditsExhaustedBanner';
import { FormNotice } from '../form/FormSection';
import { isBusy } from '../SourceStatusChip';
import { FailedTargetList, FailedTargetsPanel } from './FailedTargetsPanel';
import { isActiveStage, isScraped, useScrapeProgress } from './scrape-api';
import { ScrapeProgressLine, ScrapeProgressPanel } from './ScrapeProgressPanel';

const stageIndex = (stage: string) => (scrapeStages as readonly string[]).indexOf(stage);

/** A failed source's error: its stored message, unless it is missing or the text 'null'. */
export function scrapeErrorOf(message: string | null | undefined): string {
  const text = message?.trim();
  return text && text !== 'null' ? text : scrapeMessages.scrapingFailedFallback;
}

/**
 * Where a scraped source's scrape is, read from its progress (live while it runs): the progress panel while it
 * runs, then the failed targets (the warning variant when other targets gave leads, the error variant when the
 * scrape failed) and the credit stop. `line` is the card's one-line form. Nothing for other source types.
 */
export function ScrapeStatus({ source, variant }: { source: Pick<LeadSourceRow, 'id' | 'source_type' | 'status' | 'error_message'>; variant: 'panel' | 'line' }) {
  const scraped = isScraped(source);
  const running = isBusy(source.status);
  // A card only needs the progress while the scrape runs; the panel also shows how it ended.
  const progress = useScrapeProgress(source.id, { enabled: scraped && (variant === 'panel' || running) });
  if (!scraped) return null;
  const data = progress.data;
  if (!data) {
    if (variant === 'line') return null;
    if (running && !progress.isError) return <Skeleton variant="rounded" height={96} sx={{ borderRadius: '14px' }} />;
    // Without its progress, a failed scrape still says why.
    if (source.status === 'failed' && progress.isError) {
      return (
        <FormNotice tone="error" testId="scrape-failed" icon={<ErrorOutline sx={{ fontSize: 20 }} />} title={scrapeMessages.scrapingFailed}>
          {scrapeErrorOf(source.error_message)}
        </FormNotice>
      );
    }
    return null;
  }
  // The source's status (from the list) can be ahead of the progress read a moment ago, or behind it: the
  // later of the two stages is shown.
  const active = isActiveStage(data.stage) && (running || source.status === 'ready');
  const shown = running && stageIndex(source.status) > stageIndex(data.stage) ? { ...data, stage: source.status as ScrapeStage } : data;
  if (variant === 'line') return active ? <ScrapeProgressLine progress={shown} /> : null;
  if (active) return <ScrapeProgressPanel progress={shown} />;
  return <ScrapeOutcome progress={data} failed={source.status === 'failed' || data.stage === 'failed'} errorMessage={source.error_message} />;
}

/** How a finished scrape ended: the failure with its targets, or the warning variant and the credit stop. */
export function ScrapeOutcome({ progress, failed, errorMessage }: { progress: ScrapeProgress; failed: boolean; errorMessage?: string | null }) {
  const { plan } = usePlan();
  const parts: ReactElement[] = [];
  if (failed) {
    parts.push(
      <FormNotice key="failed" tone="error" testId="scrape-failed" icon={<ErrorOutline sx={{ fontSize: 20 }} />} title={scrapeMessages.scrapingFailed}>
        {scrapeErrorOf(progress.error_message ?? errorMessage)}
      </FormNotice>,
    );
    if (progress.failed_targets.length > 0) parts.push(<FailedTargetsPanel key="targets" targets={progress.failed_targets} variant="error" />);
  } else {
    if (progress.failed_targets.length > 0) parts.push(<FailedTargetsPanel key="targets" targets={progress.failed_targets} variant="warning" />);
    if (progress.credit_limit_reached) {
      parts.push(
        <FormNotice key="credit" tone="warning" testId="credit-stop" icon={<WarningAmberRounded sx={{ fontSize: 20 }} />}>
          {scrapeMessages.creditStop(progress.leads_found)}
        </FormNotice>,
      );
      parts.push(<CreditsExhaustedBanner key="banner" plan={plan?.plan ?? 'basic'} />);
    } else if (progress.warning && progress.failed_targets.length === 0) {
      parts.push(
        <FormNotice key="warning" tone="warning" testId="scrape-warning" icon={<WarningAmberRounded sx={{ fontSize: 20 }} />}>
          {progress.warning}
        </FormNotice>,
      );
    }
  }
  if (parts.length === 0) return null;
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, '& [data-testid=credits-exhausted]': { mb: 0 } }}>{parts}</Box>;
}

/**
 * The tooltip of a failed scraped source: 'Scraping Failed', its error (or 'An error occurred during scraping'),
 * and the failed targets, read when the tooltip first opens.
 */
export function ScrapeFailedTooltip({ source, children }: { source: Pick<LeadSourceRow, 'id' | 'error_message'>; children: ReactElement }) {
  return (
    <Tooltip
      describeChild
      title={<FailedTooltipContent source={source} />}
      slotProps={{ tooltip: { sx: { maxWidth: 320, p: 1.25, fontSize: 13 } } }}
    >
      {children}
    </Tooltip>
  );
}

function FailedTooltipContent({ source }: { source: Pick<LeadSourceRow, 'id' | 'error_message'> }) {
  const progress = useScrapeProgress(source.id);
  const targets = progress.data?.failed_targets ?? [];
  return (
    <Box data-testid="scrape-failed-tooltip">
      <Box sx={{ fontWeight: 700, mb: 0.25 }}>{scrapeMessages.scrapingFailed}</Box>
      <Box>{scrapeErrorOf(progress.data?.error_message ?? source.error_message)}</Box>
      {targets.length > 0 && (
        <Box sx={{ mt: 0.75 }}>
          <FailedTargetList targets={targets} />
        </Box>
      )}
    </Box>
  );
}
