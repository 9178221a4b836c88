import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { authClient, authErrorMessage, useSession } from '../../shared/auth-client';
import { siteConfig } from '../../shared/site-config';
import { AuthCard } from './AuthCard';
import { GoogleButton, OrDivider } from './GoogleButton';
import { authMessages, MIN_PASSWORD_LENGTH } from './messages';
import { PasswordField } from './PasswordField';
import { useGoogleSignIn } from './useGoogleSignIn';

export function SignupPage() {
  const navigate = useNavigate();
  const { refetch } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const google = useGoogleSignIn(setError);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (password !== confirmPassword) {
      setError(authMessages.passwordsDoNotMatch);
      return;
    }
    setSubmitting(true);
    try {
      const { data, error: signUpError } = await authClient.signUp.email({ email, password, name: email });
      if (signUpError) {
        setError(authErrorMessage(signUpError, authMessages.signupFailed));
        return;
      }
      if (data?.token) {
        await refetch();
        navigate('/dashboard', { replace: true });
        return;
      }
      // The account exists but has no session yet: the address must be confirmed first.
      setNotice(authMessages.confirmEmail);
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.signupFailed));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Create Account"
      subtitle="Start free, then upgrade when you are ready to run campaigns."
      error={error}
      success={notice}
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
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
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Repeat your password"
          required
          fullWidth
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting || google.connecting}>
          {submitting ? 'Creating account...' : 'Create Account'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', fontSize: 13 }}>
          By creating an account you accept our{' '}
          <Link href={siteConfig.privacyPolicyUrl} sx={{ fontWeight: 500 }}>
            Privacy Policy
          </Link>
          .
        </Typography>
      </Box>
    </AuthCard>
  );
}
