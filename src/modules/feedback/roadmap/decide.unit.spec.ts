import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { type RoadmapCommand, roadmapDecider, roadmapRows } from './decide';
import type { RoadmapEvent } from './events';

const at = '2026-11-25T12:00:00.000Z';
const spec = deciderSpec(roadmapDecider);
const add = (itemId: string, status: string, title = `Item ${itemId}`, eta: string | null = null): RoadmapCommand => ({
  type: 'AddRoadmapItem',
  itemId,
  title,
  description: '',
  status,
  eta,
  at,
});
const added = (itemId: string, status: 'planned' | 'in-progress' | 'completed', eta: string | null = null): RoadmapEvent => ({
  type: 'RoadmapItemAdded',
  data: { itemId, title: `Item ${itemId}`, description: '', status, eta, by: 'operator', at },
});
const move = (itemId: string, status: string): RoadmapCommand => ({ type: 'MoveRoadmapItem', itemId, status, at });

describe('AddRoadmapItem', () => {
  it('adds an item with its status and ETA', () => spec.given().when(add('a', 'planned', 'Item a', ' Q1 2027 ')).thenAppends([added('a', 'planned', 'Q1 2027')]));
  it('needs a title and a known status', () => {
    spec.given().when(add('a', 'planned', ' ')).thenRefuses({ message: 'Please enter a title' });
    spec.given().when(add('a', 'someday')).thenRefuses({ message: 'Status must be one of planned, in-progress, completed', kind: 'validation' });
  });
  it('adding the same id again adds nothing', () => spec.given(added('a', 'planned')).when(add('a', 'planned')).thenNothing());
});

describe('MoveRoadmapItem', () => {
  it('moves an item, naming from and to', () =>
    spec
      .given(added('a', 'planned'))
      .when(move('a', 'in-progress'))
      .thenAppends([{ type: 'RoadmapItemMoved', data: { itemId: 'a', from: 'planned', to: 'in-progress', by: 'operator', at } }]));
  it('refuses an unknown item, an unknown status and a move to where it is', () => {
    spec.given().when(move('zz', 'planned')).thenRefuses({ message: 'No roadmap item with the id zz', kind: 'not_found' });
    spec.given(added('a', 'planned')).when(move('a', 'done')).thenRefuses({ kind: 'validation' });
    spec.given(added('a', 'planned')).when(move('a', 'planned')).thenRefuses({ message: 'The roadmap item is already planned', kind: 'conflict' });
  });
});

it('lists planned, then in-progress, then completed', () => {
  const state = spec.state(added('c', 'completed'), added('p', 'planned'), added('i', 'in-progress'), added('p2', 'completed'), {
    type: 'RoadmapItemMoved',
    data: { itemId: 'p2', from: 'completed', to: 'planned', by: 'operator', at },
  });
  expect(roadmapRows(state).map((row) => `${row.id}:${row.status}`)).toEqual(['p:planned', 'p2:planned', 'i:in-progress', 'c:completed']);
});
