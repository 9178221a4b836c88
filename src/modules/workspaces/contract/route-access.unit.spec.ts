import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access';

describe('who may call a route', () => {
  it('given reads of the workspace, then any member, a Viewer included', () => {
    for (const path of ['/api/campaigns', '/api/campaigns/:id/deliveries.csv', '/api/plan', '/api/accounts/:id', '/api/live', '/api/billing/history']) {
      expect(routeAccess('GET', path), path).toEqual({ kind: 'workspace', role: 'viewer' });
    }
    expect(routeAccess('POST', '/api/dataset/search')).toEqual({ kind: 'workspace', role: 'viewer' });
  });

  it('given changes to leads, templates, campaigns and Do Not Contact, then a Member', () => {
    for (const [method, path] of [
      ['POST', '/api/campaigns/:id/start'],
      ['DELETE', '/api/campaigns/:id'],
      ['POST', '/api/lead-sources/upload'],
      ['POST', '/api/scrapes'],
      ['PUT', '/api/message-templates/:id'],
      ['POST', '/api/do-not-contact'],
      ['DELETE', '/api/do-not-contact/:username'],
    ] as const) {
      expect(routeAccess(method, path), `${method} ${path}`).toEqual({ kind: 'workspace', role: 'member' });
    }
  });

  it('given connecting, disconnecting and limiting accounts, and the people of the workspace, then an Admin; billing, the Owner', () => {
    for (const [method, path] of [
      ['POST', '/api/accounts'],
      ['DELETE', '/api/accounts/:id'],
      ['PUT', '/api/accounts/:id/proxy'],
      ['PUT', '/api/accounts/:id/sending-limits'],
      ['POST', '/api/workspace/invitations'],
      ['PATCH', '/api/workspace/members/:userId'],
    ] as const) {
      expect(routeAccess(method, path), `${method} ${path}`).toEqual({ kind: 'workspace', role: 'admin' });
    }
    expect(routeAccess('POST', '/api/billing/checkout')).toEqual({ kind: 'workspace', role: 'owner' });
    expect(routeAccess('GET', '/api/billing/verify-session')).toEqual({ kind: 'workspace', role: 'owner' });
  });

  it("given a person's own things, then any signed-in person, in any workspace", () => {
    for (const [method, path] of [
      ['PATCH', '/api/onboarding'],
      ['POST', '/api/feedback/:id/vote'],
      ['GET', '/api/workspaces'],
      ['POST', '/api/invitations/accept'],
      ['POST', '/api/workspaces/:id/switch'],
    ] as const) {
      expect(routeAccess(method, path), `${method} ${path}`).toEqual({ kind: 'person' });
    }
    expect(routeAccess('GET', '/api/health')).toEqual({ kind: 'public' });
    // Leaving is any member's, in the workspace they leave.
    expect(routeAccess('POST', '/api/workspace/leave')).toEqual({ kind: 'workspace', role: 'viewer' });
  });
});
