import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { scrapeMessages } from '@shared/leads/scrape-contract';
import { Link as RouterLink } from 'react-router-dom';

/** The lock over the form on plans that cannot scrape, with the way to one that can. */
export function ScraperLock() {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        role="alert"
        data-testid="scraper-lock"
        elevation={0}
        sx={{
          maxWidth: 440,
          p: { xs: 2.5, sm: 3.5 },
          textAlign: 'center',
          borderRadius: '18px',
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: (theme) => theme.tokens.shadows.popover,
        }}
      >
        <Box
          sx={{ width: 56, height: 56, mx: 'auto', mb: 2, borderRadius: '16px', display: 'grid', placeItems: 'center', color: 'primary.main', background: (theme) => theme.tokens.gradients.iconTile }}
        >
          <LockOutlined />
        </Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 19, mb: 1 }}>
          The scraper is part of Basic and Pro
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.55 }}>
          {scrapeMessages.freePlanBlocked}
        </Typography>
        <Button component={RouterLink} to={scrapeMessages.upgradeLink} variant="contained" size="large">
          {scrapeMessages.upgradeYourPlan}
        </Button>
      </Paper>
    </Box>
  );
}
