import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authClient, authErrorMessage, useSession } from '../../shared/auth-client';
import { siteConfig } from '../../shared/site-config';
import { AuthCard, FooterPrompt } from './AuthCard';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';
import { GoogleSignInOption } from './GoogleButton';
import { authMessages } from './messages';
import { type SignupProblems, signupProblems } from './signup-problems';
import { emptyNewPassword, NewPasswordFields } from './PasswordField';
import { useGoogleSignIn } from './useGoogleSignIn';

export function SignupPage() {
  const navigate = useNavigate();
  const { refetch } = useSession();
  const [email, setEmail] = useState('');
  const [newPassword, setNewPassword] = useState(emptyNewPassword);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problems, setProblems] = useState<SignupProblems['fields']>({});
  const google = useGoogleSignIn(setError);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const checked = signupProblems({ email, ...newPassword });
    setProblems(checked.fields);
    if (checked.banner) {
      setError(checked.banner);
      return;
    }
    setSubmitting(true);
    try {
      const { error: signUpError } = await authClient.signUp.email({
        email,
        password: newPassword.password,
        name: email,
      });
      if (signUpError) {
        setError(authErrorMessage(signUpError, authMessages.signupFailed));
        return;
      }
      // The session lives in an HttpOnly cookie: whether the sign-up signed in shows in the session itself.
      const { data: session } = await authClient.getSession();
      if (session?.session) {
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
      footer={<FooterPrompt question="Already have an account?" to="/login" link="Sign in" />}
    >
      <GoogleSignInOption google={google} disabled={submitting} />
      <AuthForm onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} error={problems.email} />
        <NewPasswordFields name="password" label="Password" value={newPassword} onChange={setNewPassword} errors={problems} />
        <SubmitButton busy={submitting} busyLabel="Creating account..." disabled={google.connecting}>
          Create Account
        </SubmitButton>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', fontSize: 13 }}>
          By creating an account you accept our{' '}
          <Link href={siteConfig.privacyPolicyUrl} sx={{ fontWeight: 500 }}>
            Privacy Policy
          </Link>
          .
        </Typography>
      </AuthForm>
    </AuthCard>
  );
}
