import type { SnapshotFormat } from '../../../platform/commands/decider';
import type { LeadSourceEvent } from './events';

/** Where a scraped source's scrape is; absent for sources that were never scraped. */
export type ScrapeStageState = 'pending' | 'preparing' | 'connecting' | 'scraping' | 'completed' | 'failed';

export interface SourceState {
  name: string;
  totalLeads: number;
  scrape?: ScrapeStageState;
}

/** The order a scrape moves through; completed and failed end it. */
export const SCRAPE_STAGE_ORDER: readonly ScrapeStageState[] = ['pending', 'preparing', 'connecting', 'scraping', 'completed', 'failed'];

export const isScrapeActive = (source: SourceState | undefined) =>
  source?.scrape !== undefined && source.scrape !== 'completed' && source.scrape !== 'failed';

/** The user's sources by id. Folding updates the map in place. */
export interface LeadLibraryState {
  sources: Map<string, SourceState>;
}

export const initialState = (): LeadLibraryState => ({ sources: new Map() });

export function evolve(state: LeadLibraryState, event: LeadSourceEvent): LeadLibraryState {
  switch (event.type) {
    case 'LeadSourceCreated':
      state.sources.set(event.data.sourceId, { name: event.data.name, totalLeads: 0 });
      return state;
    case 'LeadsImported': {
      const source = state.sources.get(event.data.sourceId);
      if (source) source.totalLeads += event.data.count;
      return state;
    }
    case 'LeadSourceRenamed': {
      const source = state.sources.get(event.data.sourceId);
      if (source) source.name = event.data.name;
      return state;
    }
    case 'LeadSourceDeleted':
      state.sources.delete(event.data.sourceId);
      return state;
    case 'ScrapeRequested':
      setStage(state, event.data.sourceId, 'pending');
      return state;
    case 'ScrapeStageReached':
      setStage(state, event.data.sourceId, event.data.stage);
      return state;
    case 'ScrapeCompleted':
      setStage(state, event.data.sourceId, 'completed');
      return state;
    case 'ScrapeFailed':
      setStage(state, event.data.sourceId, 'failed');
      return state;
    default:
      return state;
  }
}

function setStage(state: LeadLibraryState, sourceId: string, stage: ScrapeStageState) {
  const source = state.sources.get(sourceId);
  if (source) source.scrape = stage;
}

/** Lead credits used: the sum of total_leads over the user's sources. */
export function creditsUsed(state: LeadLibraryState): number {
  let used = 0;
  for (const source of state.sources.values()) used += source.totalLeads;
  return used;
}

/** A heavy user's stream grows by a few events per source: commands start from its latest snapshot. */
export const leadLibrarySnapshot: SnapshotFormat<LeadLibraryState> = {
  schema: 1,
  every: 200,
  toJson: (state) => [...state.sources],
  fromJson: (json) => ({ sources: new Map(json as [string, SourceState][]) }),
};
