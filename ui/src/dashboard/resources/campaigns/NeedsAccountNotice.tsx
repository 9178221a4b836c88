import Alert from '@mui/material/Alert';
import { accountMessages } from '@shared/accounts/contract';
import type { CampaignRow } from '@shared/campaigns/contract';

/**
 * 'N campaign(s) need account selection...' (the Connect Account page's notice after a disconnect) whenever the
 * list holds campaigns whose sending account is gone; each of their cards has its Validate button.
 */
export function NeedsAccountNotice({ campaigns }: { campaigns: readonly Pick<CampaignRow, 'requires_validation'>[] }) {
  const count = campaigns.filter((campaign) => campaign.requires_validation).length;
  if (count === 0) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="campaigns-need-account"
      sx={{ mb: 2.5, border: '1px solid', borderColor: 'warning.light', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {accountMessages.campaignsNeedSelection(count)}
    </Alert>
  );
}
