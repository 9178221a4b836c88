import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { authClient, authErrorMessage, useSession } from '../../shared/auth-client';
import { AuthCard, FooterPrompt } from './AuthCard';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';
import { GoogleSignInOption } from './GoogleButton';
import { authMessages } from './messages';
import { PasswordField } from './PasswordField';
import { useGoogleSignIn } from './useGoogleSignIn';
import { takeSignedOutNotice } from '../../shared/signed-out-notice';

/** An error handed back by the Google sign-in callback (?error=...&error_description=...). */
function oauthCallbackError(params: URLSearchParams): string | null {
  if (!params.has('error')) return null;
  const description = params.get('error_description');
  return description && description.trim() !== '' ? description : authMessages.googleFailed;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refetch } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(() => oauthCallbackError(params));
  // After mounting: the page is prerendered, and the notice is only in this tab's storage.
  useEffect(() => {
    const notice = takeSignedOutNotice();
    if (notice) setError((current) => current ?? notice);
  }, []);
  const google = useGoogleSignIn(setError);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    // The browser's required fields catch most of this; a blank-looking email still reaches here.
    if (!email.trim() || !password) {
      setError(authMessages.credentialsRequired);
      return;
    }
    setSubmitting(true);
    try {
      const { error: signInError } = await authClient.signIn.email({ email, password });
      if (signInError) {
        setError(authErrorMessage(signInError, authMessages.loginFailed));
        setSubmitting(false);
        return;
      }
      await refetch();
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.loginFailed));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your campaigns and connected accounts."
      error={error}
      footer={<FooterPrompt question="Don't have an account?" to="/signup" link="Sign up" />}
    >
      <GoogleSignInOption google={google} disabled={submitting} />
      <AuthForm onSubmit={onSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <Box>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link component={RouterLink} to="/forgot-password" sx={{ fontSize: 14 }}>
              Forgot Password?
            </Link>
          </Box>
        </Box>
        <SubmitButton busy={submitting} busyLabel="Signing in..." disabled={google.connecting}>
          Sign in
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
