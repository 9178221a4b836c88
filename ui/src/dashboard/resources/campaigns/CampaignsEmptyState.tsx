import AddRounded from '@mui/icons-material/AddRounded';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { planGateMessages } from '@shared/billing/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { ACCOUNT_PLAN_PATH, CONNECT_PATH, LEADS_PATH, NEW_CAMPAIGN_PATH } from './campaigns-api';

/**
 * 'No Campaigns Yet': Create Campaign (on the free plan, 'Upgrade your plan' to the Account Plan page instead),
 * and what a first campaign needs: a lead source ('Create Lead Source' while there is none) and a connected
 * X account ('Connect Account' while there is none). A role that may not create campaigns gets the description
 * alone; the upgrade is offered to whoever may pay.
 */
export function CampaignsEmptyState({
  canChange,
  canPay,
  canCreate,
  hasLeadSources,
  hasAccounts,
}: {
  /** Whether the person's role may create campaigns (undefined while it loads). */
  canChange: boolean | undefined;
  /** Whether the person's role may change the plan (undefined while it loads). */
  canPay: boolean | undefined;
  /** Whether the plan allows campaigns (undefined while the plan loads). */
  canCreate: boolean | undefined;
  hasLeadSources: boolean | undefined;
  hasAccounts: boolean | undefined;
}) {
  const upgrade = canPay && (
    <Button component={RouterLink} to={ACCOUNT_PLAN_PATH} variant="contained" size="large" startIcon={<LockOutlined />}>
      Upgrade your plan
    </Button>
  );
  const create = (
    <Button component={RouterLink} to={NEW_CAMPAIGN_PATH} variant="contained" size="large" startIcon={<AddRounded />} disabled={canCreate === undefined}>
      Create Campaign
    </Button>
  );
  return (
    <EmptyState
      icon={CampaignOutlined}
      title="No Campaigns Yet"
      description="A campaign sends your message variations to the people in your lead sources from a connected X account, a few at a time, within a daily limit you choose."
      actions={canChange && (canCreate === false ? upgrade : create)}
      footer={canChange && <FirstCampaignNeeds canCreate={canCreate} hasLeadSources={hasLeadSources} hasAccounts={hasAccounts} />}
    />
  );
}

/** What a first campaign needs, each ticked or linked to where it is done. */
function FirstCampaignNeeds({ canCreate, hasLeadSources, hasAccounts }: { canCreate: boolean | undefined; hasLeadSources: boolean | undefined; hasAccounts: boolean | undefined }) {
  return (
    <Box sx={{ textAlign: 'left', maxWidth: 420, mx: 'auto' }} data-testid="campaign-checklist">
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', mb: 1, fontSize: 11 }}>
        Before your first campaign
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        <Step done={hasLeadSources}>
          {hasLeadSources === false ? (
            <>
              <Link component={RouterLink} to={LEADS_PATH}>
                Create Lead Source
              </Link>
              : the people your campaign messages
            </>
          ) : (
            'A lead source: the people your campaign messages'
          )}
        </Step>
        <Step done={hasAccounts}>
          {hasAccounts === false ? (
            <>
              <Link component={RouterLink} to={CONNECT_PATH}>
                Connect Account
              </Link>
              : the X account your messages are sent from
            </>
          ) : (
            'A connected X account to send from'
          )}
        </Step>
        <Step done={canCreate}>
          {canCreate === false ? (
            <>
              {planGateMessages.campaigns}{' '}
              <Link component={RouterLink} to={ACCOUNT_PLAN_PATH}>
                Upgrade your plan
              </Link>
            </>
          ) : (
            'A Basic or Pro plan'
          )}
        </Step>
      </Box>
    </Box>
  );
}

function Step({ done, children }: { done: boolean | undefined; children: ReactNode }) {
  const Icon = done ? CheckCircleRounded : RadioButtonUncheckedRounded;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', fontSize: 14.5, color: done ? 'text.secondary' : 'text.primary' }}>
      <Icon
        aria-label={done ? 'Done' : 'To do'}
        sx={{ fontSize: 20, mt: '1px', color: done ? 'success.main' : 'text.disabled', opacity: done === undefined ? 0.4 : 1 }}
      />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
