import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/** 'Get Started for Free': the landing page's call to sign up; `sx` sets its colours and width. */
export function GetStartedButton({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Button
      component={RouterLink}
      to="/signup"
      variant="contained"
      size="large"
      endIcon={<ArrowForwardRounded />}
      sx={[{ py: 1.6, fontSize: 17 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      Get Started for Free
    </Button>
  );
}
