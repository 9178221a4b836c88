import { useCallback, useState } from 'react';
import { authErrorMessage, signInWithGoogle } from '../../shared/auth-client';
import { authMessages } from '@shared/identity/contract';

/**
 * Google sign-in: idle, then connecting while the provider's address is fetched and the browser leaves.
 * On error the message goes to `onError` and the button is enabled again.
 */
export function useGoogleSignIn(onError: (message: string | null) => void) {
  const [connecting, setConnecting] = useState(false);
  const start = useCallback(async () => {
    onError(null);
    setConnecting(true);
    try {
      const { error } = await signInWithGoogle();
      if (error) {
        onError(authErrorMessage(error, authMessages.googleFailed));
        setConnecting(false);
      }
      // On success the browser is navigating to the provider: stay in the connecting state.
    } catch (error) {
      onError(authErrorMessage(error, authMessages.googleFailed));
      setConnecting(false);
    }
  }, [onError]);
  return { connecting, start };
}
