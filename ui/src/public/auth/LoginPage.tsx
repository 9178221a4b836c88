import Box from '@mui/material/Box';
import { afterSignIn } from '../../shared/pending-invitation';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type SignInDraft, signInSchema } from '@shared/identity/contract';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { authClient, authErrorMessage, useSession } from '../../shared/auth-client';
import { AuthCard, FooterPrompt } from './AuthCard';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';
import { GoogleSignInOption } from './GoogleButton';
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
  // The browser's required fields catch most of this; a blank-looking email still reaches the check.
  const { control, handleSubmit, setValue } = useForm<SignInDraft>({
    resolver: zodResolver(signInSchema),
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(() => oauthCallbackError(params));
  // After mounting: the page is prerendered, and the notice is only in this tab's storage.
  useEffect(() => {
    const notice = takeSignedOutNotice();
    if (notice) setError((current) => current ?? notice);
  }, []);
  const google = useGoogleSignIn(setError);

  const refuse = (refused: FieldErrors<SignInDraft>) => setError(refused.email?.message ?? refused.password?.message ?? null);

  const signIn = async (credentials: SignInDraft) => {
    setError(null);
    setSubmitting(true);
    try {
      const { error: signInError } = await authClient.signIn.email(credentials);
      if (signInError) {
        setError(authErrorMessage(signInError, authMessages.loginFailed));
        setSubmitting(false);
        return;
      }
      await refetch();
      navigate(afterSignIn(), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.loginFailed));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your campaigns and connected accounts."
      error={error}
      footer={<FooterPrompt question="Don't have an account?" to="/signup" link="Sign up" />}
    >
      <GoogleSignInOption google={google} disabled={submitting} />
      <AuthForm onSubmit={(event) => void handleSubmit(signIn, refuse)(event)}>
        <EmailField value={email} onChange={(typed) => setValue('email', typed)} />
        <Box>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            fullWidth
            value={password}
            onChange={(e) => setValue('password', e.target.value)}
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
