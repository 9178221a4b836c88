import Button from '@mui/material/Button';
import { brand } from '../../shared/theme';
import { useAuthConfig } from './useAuthConfig';
import type { useGoogleSignIn } from './useGoogleSignIn';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** 'Continue with Google', reading 'Connecting...' while the redirect to the provider is prepared. */
export function GoogleButton({ busy, disabled, onClick }: { busy: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outlined"
      fullWidth
      size="large"
      onClick={onClick}
      disabled={busy || disabled}
      startIcon={<GoogleMark />}
      sx={{
        color: brand.ink,
        borderColor: brand.line,
        bgcolor: '#fff',
        '&:hover': { borderColor: '#c9d3e6', bgcolor: '#fafbff' },
      }}
    >
      {busy ? 'Connecting...' : 'Continue with Google'}
    </Button>
  );
}

/**
 * Google sign-in offered before the email form: the button, then an 'or' divider; neither when the server
 * has no Google sign-in configured.
 */
export function GoogleSignInOption({
  google,
  disabled,
}: {
  google: ReturnType<typeof useGoogleSignIn>;
  disabled: boolean;
}) {
  const config = useAuthConfig();
  if (!config?.google) return null;
  return (
    <>
      <GoogleButton busy={google.connecting} disabled={disabled} onClick={google.start} />
      <OrDivider />
    </>
  );
}

function OrDivider() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        margin: '20px 0',
        color: brand.slate,
        fontSize: 13,
      }}
    >
      <span style={{ flex: 1, height: 1, background: brand.line }} />
      or
      <span style={{ flex: 1, height: 1, background: brand.line }} />
    </div>
  );
}
