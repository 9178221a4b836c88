import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type ForgotPasswordDraft, forgotPasswordSchema } from '@shared/identity/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { authClient, authErrorMessage } from '../../shared/auth-client';
import { AuthCard } from './AuthCard';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';
import { useAuthConfig } from './useAuthConfig';

export function ForgotPasswordPage() {
  // The browser checks the address (a required email field); the schema sends it trimmed.
  const { control, handleSubmit, setValue } = useForm<ForgotPasswordDraft>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const mailbox = useAuthConfig()?.dev_mailbox ?? null;

  const requestLink = async ({ email: address }: ForgotPasswordDraft) => {
    setError(null);
    setSubmitting(true);
    try {
      const { error: requestError } = await authClient.requestPasswordReset({ email: address, redirectTo: '/reset-password' });
      if (requestError) {
        setError(authErrorMessage(requestError, authMessages.resetEmailFailed));
        return;
      }
      setSent(true);
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.resetEmailFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle={sent ? undefined : "Enter your account's email and we will send you a link to set a new password."}
      error={error}
      success={sent ? authMessages.resetEmailSent : null}
      footer={
        <Link component={RouterLink} to="/login" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackRounded sx={{ fontSize: 18 }} /> Back to sign in
        </Link>
      }
    >
      {sent && mailbox && (
        <Typography variant="body2" color="text.secondary" data-testid="dev-mailbox-hint" sx={{ textAlign: 'center' }}>
          This server sends no real mail: the link is in the{' '}
          <Link href={mailbox} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
            development mailbox
          </Link>
          .
        </Typography>
      )}
      {!sent && (
        <AuthForm onSubmit={(event) => void handleSubmit(requestLink)(event)}>
          <EmailField value={email} onChange={(typed) => setValue('email', typed)} />
          <SubmitButton busy={submitting} busyLabel="Sending...">
            Send Reset Link
          </SubmitButton>
        </AuthForm>
      )}
    </AuthCard>
  );
}
