import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './auth/AuthCard';

export function NotFoundPage() {
  return (
    <AuthCard title="Page not found" subtitle="The page you are looking for does not exist or has moved.">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Check the address, or head back to the home page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" fullWidth size="large">
        Back to home
      </Button>
    </AuthCard>
  );
}
