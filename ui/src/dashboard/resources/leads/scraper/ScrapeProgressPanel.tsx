import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { sourceStatusLabels } from '@shared/leads/contract';
import { type ScrapeProgress, type ScrapeStage, scrapeStageHints } from '@shared/leads/scrape-contract';
import { formatCount } from '../../../components/format-count';

/** The stages a running scrape moves through, in order. */
const STEPS = ['pending', 'preparing', 'connecting', 'scraping'] as const satisfies readonly ScrapeStage[];

/** A stage's hint without its own name ('10-30 seconds', '1-3 minutes'); none for the queue. */
export function stageHint(stage: ScrapeStage): string {
  if (stage === 'pending') return 'Waiting for a free worker';
  const hint = scrapeStageHints[stage];
  return hint.toLowerCase().startsWith(`${stage} `) ? hint.slice(stage.length + 1) : hint;
}

/** Seconds left as people say it: 'less than a minute', 'about 4 min', 'about 2 h 15 min'. */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'Calculating...';
  if (seconds < 60) return 'Less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `About ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `About ${hours} h${rest ? ` ${rest} min` : ''}`;
}

/** A target as shown: @username, or the post link as typed. */
export const targetLabel = (target: string) => (/^https?:/i.test(target) ? target : `@${target}`);

/**
 * The scraping progress panel: the four stages with the current one marked and its expected duration, and
 * while scraping the leads found, pages fetched, current target and estimated time.
 */
export function ScrapeProgressPanel({ progress }: { progress: ScrapeProgress }) {
  const current = STEPS.indexOf(progress.stage as (typeof STEPS)[number]);
  const scraping = progress.stage === 'scraping';
  const label = sourceStatusLabels[progress.stage as keyof typeof sourceStatusLabels] ?? progress.stage;
  const fraction = progress.targets_total > 0 ? progress.targets_done / progress.targets_total : 0;

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={`Scraping progress of ${progress.name}`}
      data-testid="scrape-progress"
      data-stage={progress.stage}
      sx={{ border: '1px solid', borderColor: '#c9d8fb', bgcolor: 'tint.primary', borderRadius: '14px', p: { xs: 1.75, sm: 2.25 }, minWidth: 0 }}
    >
      <Box
        component="ol"
        aria-label="Scraping stages"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          gap: { xs: 1, md: 1.5 },
        }}
      >
        {STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <Box
              component="li"
              key={step}
              data-testid={`stage-${step}`}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0, opacity: state === 'next' ? 0.55 : 1 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 24,
                  height: 24,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 12,
                  fontWeight: 700,
                  color: state === 'next' ? 'text.secondary' : '#fff',
                  bgcolor: state === 'done' ? 'success.main' : state === 'current' ? 'primary.main' : 'background.paper',
                  border: state === 'next' ? '1px solid' : 'none',
                  borderColor: 'tint.strongBorder',
                  ...(state === 'current' && {
                    animation: 'scrape-pulse 1.6s ease-in-out infinite',
                    '@keyframes scrape-pulse': { '0%, 100%': { boxShadow: '0 0 0 0 rgba(29,91,240,.45)' }, '50%': { boxShadow: '0 0 0 6px rgba(29,91,240,0)' } },
                  }),
                }}
              >
                {state === 'done' ? <Check sx={{ fontSize: 16 }} /> : index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontSize: 14, fontWeight: 700, lineHeight: 1.3 }}>{sourceStatusLabels[step]}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ fontSize: 12.5, lineHeight: 1.35 }}>
                  {stageHint(step)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>

      <LinearProgress
        variant={scraping && progress.targets_total > 1 && progress.targets_done > 0 ? 'determinate' : 'indeterminate'}
        value={Math.round(fraction * 100)}
        aria-label={`${label}: ${stageHint(progress.stage)}`}
        sx={{ mt: 2, height: 6, borderRadius: 99, bgcolor: 'background.paper' }}
      />

      {scraping && (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            gap: { xs: 1.5, md: 2 },
            '& dt': { fontSize: 12, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' },
            '& dd': { m: 0, mt: 0.25, fontWeight: 700, fontSize: 15, overflowWrap: 'anywhere' },
          }}
        >
          <Box>
            <dt>Leads found</dt>
            <Box component="dd" data-testid="leads-found" sx={{ fontSize: '20px !important', color: 'primary.dark' }}>
              {formatCount(progress.leads_found)}
            </Box>
          </Box>
          <Box>
            <dt>Pages fetched</dt>
            <dd data-testid="pages-fetched">{formatCount(progress.pages_fetched)}</dd>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <dt>Current target</dt>
            <dd data-testid="current-target">
              {progress.current_target ? targetLabel(progress.current_target) : '-'}
              {progress.targets_total > 1 && (
                <Box component="span" sx={{ display: 'block', fontWeight: 500, fontSize: 12.5, color: 'text.secondary' }}>
                  {Math.min(progress.targets_done + 1, progress.targets_total)} of {progress.targets_total}
                </Box>
              )}
            </dd>
          </Box>
          <Box>
            <dt>Estimated time</dt>
            <dd data-testid="time-left">{formatTimeLeft(progress.estimated_seconds_left)}</dd>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** One line of progress for a source's card: the stage, and the leads found while scraping. */
export function ScrapeProgressLine({ progress }: { progress: ScrapeProgress }) {
  const label = sourceStatusLabels[progress.stage as keyof typeof sourceStatusLabels] ?? progress.stage;
  const scraping = progress.stage === 'scraping';
  return (
    <Box role="status" aria-live="polite" data-testid="scrape-progress-line" sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontSize: 13, fontWeight: 600, color: 'primary.dark', overflowWrap: 'anywhere' }}>
        {scraping
          ? `${formatCount(progress.leads_found)} leads found · ${formatCount(progress.pages_fetched)} pages${
              progress.current_target ? ` · ${targetLabel(progress.current_target)}` : ''
            }`
          : `${label}: ${stageHint(progress.stage)}`}
      </Typography>
      {scraping && (
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 12.5 }}>
          {formatTimeLeft(progress.estimated_seconds_left)} left
        </Typography>
      )}
      <LinearProgress aria-hidden sx={{ mt: 0.75, height: 4, borderRadius: 99 }} />
    </Box>
  );
}
