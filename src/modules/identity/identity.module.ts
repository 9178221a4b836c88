import { Global, Module } from '@nestjs/common';
import { SESSION_RESOLVER, type SessionResolver } from '../../platform/http/current-user';

// Sessions come from better-auth once accounts are wired; until then no request is signed in.
const noSessions: SessionResolver = { resolve: async () => null };

@Global()
@Module({
  providers: [{ provide: SESSION_RESOLVER, useValue: noSessions }],
  exports: [SESSION_RESOLVER],
})
export class IdentityModule {}
