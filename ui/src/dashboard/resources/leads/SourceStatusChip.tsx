import { IN_USE_LABEL, type LeadSourceRow, type SourceStatus, sourceStatusLabels } from '@shared/leads/contract';
import { type PillColours, StatusPill } from '../../components/StatusPill';

type Tone = 'ready' | 'busy' | 'done' | 'failed' | 'inUse';

const toneOf: Record<SourceStatus, Tone> = {
  ready: 'ready',
  active: 'busy',
  pending: 'busy',
  preparing: 'busy',
  connecting: 'busy',
  scraping: 'busy',
  completed: 'done',
  failed: 'failed',
};

const colours: Record<Tone, PillColours> = {
  ready: { color: 'success.dark', bgcolor: '#ecfdf3', borderColor: '#bbf0cf' },
  busy: { color: 'primary.dark', bgcolor: 'tint.primary', borderColor: '#c9d8fb' },
  done: { color: 'tint.neutralText', bgcolor: 'tint.neutral', borderColor: 'tint.neutralBorder' },
  failed: { color: 'error.main', bgcolor: 'tint.danger', borderColor: 'tint.dangerBorder' },
  inUse: { color: 'soon.text', bgcolor: 'soon.background', borderColor: 'soon.border' },
};

/** The label a source shows: 'In Use' when a running, paused or completed campaign uses it, else its status. */
export function statusLabelOf(source: Pick<LeadSourceRow, 'status' | 'in_use'>): string {
  return source.in_use ? IN_USE_LABEL : (sourceStatusLabels[source.status] ?? source.status);
}

/** Whether the source is still being filled (queued, preparing, connecting, scraping, active). */
export function isBusy(status: SourceStatus): boolean {
  return toneOf[status] === 'busy';
}

export function SourceStatusChip({ source }: { source: Pick<LeadSourceRow, 'status' | 'in_use'> }) {
  const tone: Tone = source.in_use ? 'inUse' : (toneOf[source.status] ?? 'done');
  return (
    <StatusPill colours={colours[tone]} pulse={tone === 'busy'} data-testid="source-status">
      {statusLabelOf(source)}
    </StatusPill>
  );
}
