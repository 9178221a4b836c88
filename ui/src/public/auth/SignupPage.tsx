import Link from '@mui/material/Link';
import { afterSignIn } from '../../shared/pending-invitation';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type SignUpDraft, signUpSchema } from '@shared/identity/contract';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { authClient, authErrorMessage, useSession } from '../../shared/auth-client';
import { siteConfig } from '../../shared/site-config';
import { AuthCard, FooterPrompt } from './AuthCard';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';
import { GoogleSignInOption } from './GoogleButton';
import { signUpBanner } from './sign-up-banner';
import { NewPasswordFields } from './PasswordField';
import { useGoogleSignIn } from './useGoogleSignIn';

export function SignupPage() {
  const navigate = useNavigate();
  const { refetch } = useSession();
  // Every field is checked at once when the form is sent, and the problems stay until it is sent again.
  const { control, handleSubmit, setValue, getValues, formState } = useForm<SignUpDraft>({
    resolver: zodResolver(signUpSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { email: '', password: '', confirmation: '' },
  });
  const [email, password, confirmation] = useWatch({ control, name: ['email', 'password', 'confirmation'] });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const google = useGoogleSignIn(setError);
  const { errors } = formState;

  const refuse = (refused: FieldErrors<SignUpDraft>) => {
    setNotice(null);
    setError(signUpBanner(getValues(), refused));
  };

  const signUp = async (draft: SignUpDraft) => {
    setError(null);
    setNotice(null);
    setSubmitting(true);
    try {
      const { error: signUpError } = await authClient.signUp.email({
        email: draft.email,
        password: draft.password,
        name: draft.email,
      });
      if (signUpError) {
        setError(authErrorMessage(signUpError, authMessages.signupFailed));
        return;
      }
      // The session lives in an HttpOnly cookie: whether the sign-up signed in shows in the session itself.
      const { data: session } = await authClient.getSession();
      if (session?.session) {
        await refetch();
        navigate(afterSignIn(), { replace: true });
        return;
      }
      // The account exists but has no session yet: the address must be confirmed first.
      setNotice(authMessages.confirmEmail);
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.signupFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Create Account"
      subtitle="Start free, then upgrade when you are ready to run campaigns."
      error={error}
      success={notice}
      footer={<FooterPrompt question="Already have an account?" to="/login" link="Sign in" />}
    >
      <GoogleSignInOption google={google} disabled={submitting} />
      <AuthForm onSubmit={(event) => void handleSubmit(signUp, refuse)(event)} noValidate>
        <EmailField value={email} onChange={(typed) => setValue('email', typed)} error={errors.email?.message} />
        <NewPasswordFields
          name="password"
          label="Password"
          value={{ password, confirmation }}
          onChange={(key, typed) => setValue(key, typed)}
          errors={{ password: errors.password?.message, confirmation: errors.confirmation?.message }}
        />
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
