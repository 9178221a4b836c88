import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';

/** The user whose password a reset request changed, recorded by onPasswordReset for the hook below. */
const resetUsers = new WeakMap<Request, string>();

/** Called from better-auth's onPasswordReset, which runs only once a valid token changed the password. */
export function rememberPasswordReset(request: Request | undefined, userId: string): void {
  if (request) resetUsers.set(request, userId);
}

/**
 * After a successful reset by a valid token, the browser that set the new password is signed in with a
 * fresh session (the reset itself has already ended every other session of the user).
 */
export function signInAfterPasswordReset(): BetterAuthPlugin {
  return {
    id: 'sign-in-after-password-reset',
    hooks: {
      after: [
        {
          matcher: (context) => context.path === '/reset-password',
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.request ? resetUsers.get(ctx.request) : undefined;
            if (!userId) return;
            const user = await ctx.context.internalAdapter.findUserById(userId);
            if (!user) return;
            const session = await ctx.context.internalAdapter.createSession(userId);
            await setSessionCookie(ctx, { session, user });
          }),
        },
      ],
    },
  };
}
