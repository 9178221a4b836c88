import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { authClient } from '../../shared/auth-client';
import { LOGIN_PATH } from '../providers/authProvider';
import { showDetachedSuccessToast } from './detached-toast';

export const signOutMessages = {
  success: 'Successfully signed out',
  failure: 'Failed to sign out',
} as const;

/** Signs out, says so, and goes to /login; a failure is a toast and the user stays. */
export function useSignOut() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const result = await authClient.signOut();
      if (result?.error) throw result.error;
      showDetachedSuccessToast(signOutMessages.success);
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      setSigningOut(false);
      notify(signOutMessages.failure, { type: 'error' });
    }
  }, [navigate, notify]);

  return { signOut, signingOut };
}
