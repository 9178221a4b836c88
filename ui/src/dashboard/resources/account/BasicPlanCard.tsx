import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BASIC_MONTHLY_PRICE, BASIC_TRIAL_DAYS } from '@shared/billing/contract';
import type { AccountPlan } from './account-plan';
import { BusyButton } from './BusyButton';
import { Includes, OfferCard } from './OfferCard';

export const BASIC_INCLUDES = [
  '1 connected X account',
  'Lead scraper and the full lead database',
  'Cloud outreach campaigns, running around the clock',
  'Roadmap & Feedback submission and voting',
  'Email support',
];

/** Basic: the 7-day free trial (and a paid start without it) for a free user; marked as the plan on Basic. */
export function BasicPlanCard({
  plan,
  busy,
  onStartTrial,
  onSubscribe,
}: {
  plan: AccountPlan;
  busy: 'trial' | 'subscribe' | null;
  onStartTrial(): void;
  onSubscribe(): void;
}) {
  const current = plan.plan === 'basic';
  return (
    <OfferCard
      icon={RocketLaunchOutlined}
      title="Basic"
      badge={current ? 'Current plan' : `${BASIC_TRIAL_DAYS}-day free trial`}
      price={
        <>
          <strong>${BASIC_MONTHLY_PRICE}</strong>/month{current ? '' : `, free for the first ${BASIC_TRIAL_DAYS} days`}
        </>
      }
      testId="basic-card"
      actions={
        current ? (
          <Button variant="outlined" disabled fullWidth>
            Your current plan
          </Button>
        ) : (
          <>
            <BusyButton variant="contained" size="large" fullWidth busy={busy === 'trial'} disabled={busy !== null} onClick={onStartTrial}>
              Start {BASIC_TRIAL_DAYS}-Day Free Trial
            </BusyButton>
            <BusyButton fullWidth busy={busy === 'subscribe'} disabled={busy !== null} onClick={onSubscribe}>
              Subscribe without trial: ${BASIC_MONTHLY_PRICE}/month
            </BusyButton>
          </>
        )
      }
    >
      <Includes items={BASIC_INCLUDES} />
      {!current && (
        <Typography variant="body2" color="text.secondary">
          Cancel before the {BASIC_TRIAL_DAYS} days end and you are not charged.
        </Typography>
      )}
    </OfferCard>
  );
}
