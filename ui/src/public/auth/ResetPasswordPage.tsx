import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type NewPassword, newPasswordSchema } from '@shared/identity/contract';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authClient, authErrorMessage, useSession } from '../../shared/auth-client';
import { AuthCard, FooterPrompt } from './AuthCard';
import { AuthForm, SubmitButton } from './AuthForm';
import { NewPasswordFields } from './PasswordField';

/**
 * What the page found on load:
 * - 'verifying': the check is running;
 * - 'link': a reset link with its token, so the form sets a new password with it;
 * - 'signed-in': no link, but a signed-in user, who sets the new password alone (the specification's form);
 * - 'expired': the link was rejected by the server (?error=...);
 * - 'incomplete-link': a reset link that lost its token on the way (?token= with nothing after it);
 * - 'no-session': neither a link nor a session.
 */
type Recovery = 'verifying' | 'link' | 'signed-in' | 'expired' | 'incomplete-link' | 'no-session';

const REDIRECT_AFTER_NOTICE_MS = 3000;
const REDIRECT_AFTER_SUCCESS_MS = 2000;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { refetch } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [recovery, setRecovery] = useState<Recovery>('verifying');
  const { control, handleSubmit, setValue } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    shouldFocusError: false,
    defaultValues: { password: '', confirmation: '' },
  });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<{ to: string; afterMs: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (linkError) {
      setRecovery('expired');
      setRedirect({ to: '/forgot-password', afterMs: REDIRECT_AFTER_NOTICE_MS });
      return;
    }
    if (token) {
      setRecovery('link');
      return;
    }
    if (params.has('token')) {
      setRecovery('incomplete-link');
      return;
    }
    authClient
      .getSession()
      .then(({ data }) => (data?.session ? 'signed-in' : 'no-session'))
      .catch(() => 'no-session' as const)
      .then((found) => {
        if (cancelled) return;
        setRecovery(found);
        if (found === 'no-session') setRedirect({ to: '/login', afterMs: REDIRECT_AFTER_NOTICE_MS });
      });
    return () => {
      cancelled = true;
    };
  }, [token, linkError, params]);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => navigate(redirect.to, { replace: true }), redirect.afterMs);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  // The schema's refusal (the confirmation differs) is told in the banner, as the specification has it.
  const refuse = (refused: FieldErrors<NewPassword>) => {
    setSuccess(null);
    setError(refused.confirmation?.message ?? refused.password?.message ?? null);
  };

  const update = async (newPassword: NewPassword) => {
    setError(null);
    setSuccess(null);
    setSubmitting(true);
    try {
      if (recovery === 'link' && token) {
        const { error: resetError } = await authClient.resetPassword({ newPassword: newPassword.password, token });
        if (resetError) {
          setError(resetError.code === 'INVALID_TOKEN' ? authMessages.expiredLink : authErrorMessage(resetError, authMessages.updatePasswordFailed));
          setSubmitting(false);
          return;
        }
        // The reset ended every other session and signed this browser in.
        await refetch();
        setSuccess(authMessages.passwordUpdatedSignedIn);
        setRedirect({ to: '/dashboard', afterMs: REDIRECT_AFTER_SUCCESS_MS });
      } else {
        const { error: updateError } = await authClient.$fetch('/update-password', {
          method: 'POST',
          body: { newPassword: newPassword.password },
        });
        if (updateError) {
          // A session too old to change the password without a link counts as lost: a reset link is needed.
          if (updateError.status === 401 || updateError.status === 403) {
            setError(authMessages.expiredLink);
            setRedirect({ to: '/forgot-password', afterMs: REDIRECT_AFTER_NOTICE_MS });
          } else setError(authErrorMessage(updateError, authMessages.updatePasswordFailed));
          setSubmitting(false);
          return;
        }
        // Every other session ended; this browser holds a new one.
        await refetch();
        setSuccess(authMessages.passwordUpdatedSignedIn);
        setRedirect({ to: '/dashboard', afterMs: REDIRECT_AFTER_SUCCESS_MS });
      }
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.updatePasswordFailed));
      setSubmitting(false);
    }
  };

  const notice = noticeOf(recovery);
  const showForm = (recovery === 'link' || recovery === 'signed-in') && !success;

  return (
    <AuthCard
      title="Set New Password"
      subtitle={showForm ? 'Choose a new password for your account.' : undefined}
      error={error ?? notice}
      success={success}
      footer={<FooterPrompt question="Remembered it?" to="/login" link="Back to sign in" />}
    >
      {recovery === 'verifying' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <CircularProgress size={20} thickness={5} />
          <Typography color="text.secondary">{authMessages.verifying}</Typography>
        </Box>
      )}
      {redirect && notice && (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          Redirecting you in a few seconds...
        </Typography>
      )}
      {success && (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          Taking you to your dashboard...
        </Typography>
      )}
      {showForm && (
        <AuthForm onSubmit={(event) => void handleSubmit(update, refuse)(event)}>
          <NewPasswordFields
            name="newPassword"
            label="New Password"
            value={{ password, confirmation }}
            onChange={(key, typed) => setValue(key, typed)}
          />
          <SubmitButton busy={submitting} busyLabel="Updating...">
            Update Password
          </SubmitButton>
        </AuthForm>
      )}
    </AuthCard>
  );
}

/** The banner each load-time finding shows, in the specification's words. */
function noticeOf(recovery: Recovery): string | null {
  switch (recovery) {
    case 'expired':
      return authMessages.expiredLink;
    case 'no-session':
      return authMessages.noSession;
    case 'incomplete-link':
      return authMessages.waitingForLink;
    default:
      return null;
  }
}
