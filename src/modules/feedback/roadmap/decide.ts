import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { DESCRIPTION_MAX, ETA_MAX, type RoadmapRow, type RoadmapStatus, roadmapMessages, roadmapStatuses, sortRoadmap, TITLE_MAX } from '../contract';
import type { RoadmapEvent } from './events';

export type RoadmapCommand =
  | { type: 'AddRoadmapItem'; itemId: string; title: string; description: string; status: string; eta: string | null; at: string }
  | { type: 'MoveRoadmapItem'; itemId: string; status: string; at: string };

/** The roadmap's items in the order they were added (a handful: the whole list is the state). */
export interface RoadmapState {
  items: Map<string, RoadmapRow>;
}

export const initialState = (): RoadmapState => ({ items: new Map() });

export function evolve(state: RoadmapState, event: RoadmapEvent): RoadmapState {
  switch (event.type) {
    case 'RoadmapItemAdded': {
      const { itemId, title, description, status, eta } = event.data;
      state.items.set(itemId, { id: itemId, title, description, status, eta });
      return state;
    }
    case 'RoadmapItemMoved': {
      const item = state.items.get(event.data.itemId);
      if (item) item.status = event.data.to;
      return state;
    }
    default:
      return state;
  }
}

function status(value: string): RoadmapStatus {
  if (!(roadmapStatuses as readonly string[]).includes(value)) throw new DomainError(roadmapMessages.statusInvalid, 'validation');
  return value as RoadmapStatus;
}

export function decide(command: RoadmapCommand, state: RoadmapState): RoadmapEvent[] {
  switch (command.type) {
    case 'AddRoadmapItem': {
      const title = command.title.trim();
      const description = command.description.trim();
      const eta = command.eta?.trim() || null;
      if (!title) throw new DomainError(roadmapMessages.titleRequired, 'validation');
      if (title.length > TITLE_MAX) throw new DomainError(roadmapMessages.titleTooLong, 'validation');
      if (description.length > DESCRIPTION_MAX) throw new DomainError(roadmapMessages.descriptionTooLong, 'validation');
      if (eta && eta.length > ETA_MAX) throw new DomainError(roadmapMessages.etaTooLong, 'validation');
      const to = status(command.status);
      if (state.items.has(command.itemId)) return [];
      return [{ type: 'RoadmapItemAdded', data: { itemId: command.itemId, title, description, status: to, eta, by: 'operator', at: command.at } }];
    }
    case 'MoveRoadmapItem': {
      const to = status(command.status);
      const item = state.items.get(command.itemId);
      if (!item) throw new DomainError(roadmapMessages.notFound(command.itemId), 'not_found', 'not_found');
      if (item.status === to) throw new DomainError(roadmapMessages.alreadyThere(to), 'same_status', 'conflict');
      return [{ type: 'RoadmapItemMoved', data: { itemId: item.id, from: item.status, to, by: 'operator', at: command.at } }];
    }
  }
}

/** The roadmap in its display order. */
export const roadmapRows = (state: RoadmapState): RoadmapRow[] => sortRoadmap([...state.items.values()]);

export const roadmapDecider: Decider<RoadmapCommand, RoadmapState, RoadmapEvent> = { initialState, evolve, decide };
