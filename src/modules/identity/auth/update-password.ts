import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, freshSessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/** Where the signed-in user sets a new password (below /api/auth). */
export const UPDATE_PASSWORD_PATH = '/update-password';

/**
 * The specification's 'update user password': a signed-in user opening Set New Password without a link sets a
 * new password with the new password and its confirmation only. The session must be fresh (signed in within
 * better-auth's freshAge, a day), so an old stolen cookie cannot take the account over; like a reset, it ends
 * every other session and keeps this browser signed in with a new one.
 */
export function updatePasswordInSession(limits: { min: number; max: number }): BetterAuthPlugin {
  return {
    id: 'update-password-in-session',
    endpoints: {
      updatePassword: createAuthEndpoint(
        UPDATE_PASSWORD_PATH,
        { method: 'POST', body: z.object({ newPassword: z.string() }), use: [freshSessionMiddleware] },
        async (ctx) => {
          const { newPassword } = ctx.body;
          if (newPassword.length < limits.min) throw new APIError('BAD_REQUEST', { message: 'Password too short', code: 'PASSWORD_TOO_SHORT' });
          if (newPassword.length > limits.max) throw new APIError('BAD_REQUEST', { message: 'Password too long', code: 'PASSWORD_TOO_LONG' });
          const { user } = ctx.context.session;
          const hash = await ctx.context.password.hash(newPassword);
          const account = await ctx.context.internalAdapter.findCredentialAccount(user.id);
          if (account) await ctx.context.internalAdapter.updateAccount(account.id, { password: hash });
          // A Google user gets a password of their own beside Google.
          else await ctx.context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
          await ctx.context.internalAdapter.deleteUserSessions(user.id);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ status: true });
        },
      ),
    },
  };
}
