import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PRO_ACCOUNTS, proMonthlyPrice, proPricePerAccount } from '@shared/billing/contract';
import { useId, useState } from 'react';
import { type AccountPlan, formatDollars, proButton } from './account-plan';
import { BusyButton } from './BusyButton';
import { Includes, OfferCard } from './OfferCard';

const marks = [PRO_ACCOUNTS.min, 5, 10, 15, PRO_ACCOUNTS.max].map((value) => ({ value, label: String(value) }));

/** Pro with the account slider (2 to 20, default 5): the monthly and per-account price for the count chosen. */
export function ProPlanCard({
  plan,
  busy,
  onChoose,
}: {
  plan: AccountPlan;
  busy: boolean;
  onChoose(accounts: number): void;
}) {
  const [accounts, setAccounts] = useState<number>(PRO_ACCOUNTS.default);
  const sliderLabelId = useId();
  const button = proButton(plan, accounts);
  const current = plan.plan === 'pro';
  const total = proMonthlyPrice(accounts);
  return (
    <OfferCard
      icon={WorkspacePremiumOutlined}
      title="Pro"
      badge={current ? 'Current plan' : 'Most accounts'}
      price={<>From {formatDollars(proMonthlyPrice(PRO_ACCOUNTS.min))}/month for 2 accounts</>}
      testId="pro-card"
      actions={
        <>
          <BusyButton
            variant="contained"
            size="large"
            fullWidth
            busy={busy}
            disabled={button.disabled}
            onClick={() => onChoose(accounts)}
            data-testid="pro-button"
          >
            {button.label}
          </BusyButton>
          {button.disabled && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              You have Pro with {accounts} accounts now: move the slider to change it.
            </Typography>
          )}
        </>
      }
    >
      <Box sx={{ borderRadius: '14px', bgcolor: 'surface.subtle', border: '1px solid', borderColor: 'divider', p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={sliderLabelId} sx={{ fontWeight: 700, fontSize: 15 }}>
            X accounts: <span data-testid="pro-accounts">{accounts}</span>
          </Typography>
          <Box sx={{ textAlign: 'right' }} aria-live="polite">
            <Typography component="span" sx={{ fontSize: 24, fontWeight: 800 }} data-testid="pro-price">
              {formatDollars(total)}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
              /month
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 13 }} data-testid="pro-per-account">
              {formatDollars(proPricePerAccount(accounts))} per account
            </Typography>
          </Box>
        </Box>
        <Box sx={{ px: 1.25, pt: 1 }}>
          <Slider
            value={accounts}
            min={PRO_ACCOUNTS.min}
            max={PRO_ACCOUNTS.max}
            step={1}
            marks={marks}
            valueLabelDisplay="auto"
            onChange={(_, value) => setAccounts(value as number)}
            aria-label="Number of X accounts"
            getAriaValueText={(value) => `${value} accounts, ${formatDollars(proMonthlyPrice(value))} per month`}
          />
        </Box>
      </Box>
      <Includes
        items={[
          '2 to 20 connected X accounts',
          'CSV download of lead sources',
          'Priority support',
          'Everything in Basic',
        ]}
      />
    </OfferCard>
  );
}
