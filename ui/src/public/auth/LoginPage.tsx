import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { authClient, authErrorMessage, useSession } from '../../shared/auth-client';
import { AuthCard } from './AuthCard';
import { GoogleButton, OrDivider } from './GoogleButton';
import { authMessages } from './messages';
import { PasswordField } from './PasswordField';
import { useGoogleSignIn } from './useGoogleSignIn';

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
  const google = useGoogleSignIn(setError);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
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
      footer={
        <>
          Don't have an account?{' '}
          <Link component={RouterLink} to="/signup">
            Sign up
          </Link>
        </>
      }
    >
      <GoogleButton busy={google.connecting} disabled={submitting} onClick={google.start} />
      <OrDivider />
      <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.25 }}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          slotProps={{ inputLabel: { shrink: true } }}
          required
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
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
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting || google.connecting}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </Box>
    </AuthCard>
  );
}
