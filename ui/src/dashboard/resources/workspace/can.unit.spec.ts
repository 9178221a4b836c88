import { describe, expect, it } from 'vitest';
import { mayCall, roleNeeded } from './can';

describe('what a role may do in the UI', () => {
  it('given a route of the workspace, then the role the access table names for it', () => {
    expect(roleNeeded('POST /api/campaigns/:id/start')).toBe('member');
    expect(roleNeeded('DELETE /api/accounts/:id')).toBe('admin');
    expect(roleNeeded('POST /api/billing/portal')).toBe('owner');
    expect(roleNeeded('GET /api/campaigns')).toBe('viewer');
  });

  it("given a person's own route, then anyone, even before the role is known", () => {
    expect(roleNeeded('POST /api/workspaces')).toBeNull();
    expect(mayCall(undefined, 'POST /api/feedback')).toBe(true);
  });

  it('given a role, then it may call what its rank reaches and nothing above', () => {
    expect(mayCall('member', 'POST /api/campaigns')).toBe(true);
    expect(mayCall('viewer', 'POST /api/campaigns')).toBe(false);
    expect(mayCall('member', 'POST /api/accounts')).toBe(false);
    expect(mayCall('admin', 'PUT /api/accounts/:id/proxy')).toBe(true);
    expect(mayCall('admin', 'POST /api/billing/checkout')).toBe(false);
    expect(mayCall('owner', 'POST /api/billing/checkout')).toBe(true);
  });

  it('given a role not known yet, then no change of the workspace', () => {
    expect(mayCall(undefined, 'POST /api/campaigns')).toBe(false);
    expect(mayCall(undefined, 'GET /api/campaigns')).toBe(false);
  });
});
