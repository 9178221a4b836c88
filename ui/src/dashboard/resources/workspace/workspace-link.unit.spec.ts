import { describe, expect, it } from 'vitest';
import { withWorkspace } from './workspace-link';

describe('a link naming its workspace', () => {
  it('given a path, then the workspace as its query', () => {
    expect(withWorkspace('/dashboard/campaigns/c1', 'w 1')).toBe('/dashboard/campaigns/c1?workspace=w+1');
  });

  it('given a path with a query, then the query kept and the workspace set once', () => {
    expect(withWorkspace('/dashboard/campaigns/c1/edit?step=4', 'w1')).toBe('/dashboard/campaigns/c1/edit?step=4&workspace=w1');
    expect(withWorkspace('/dashboard/leads/s1?workspace=old#top', 'w1')).toBe('/dashboard/leads/s1?workspace=w1#top');
  });
});
