import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountRow } from '@shared/accounts/contract';
import { CAMPAIGN_LIMITS, campaignMessages, clampDailyLimit, dailyLimitRange } from '@shared/campaigns/contract';
import { formatCount } from '@shared/leads/contract';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChoiceRow } from './ChoiceRow';
import { SendingHours } from './SendingHours';
import { StepError, StepHeading } from './StepHeading';
import type { FieldMessages } from './wizard-fields';
import type { WizardForm } from './wizard-form';

/** The wizard's advice on the daily limit: the field's lowest value, per campaign. */
export const DAILY_LIMIT_ADVICE = `start at ${CAMPAIGN_LIMITS.dailyDmMin} a day per campaign`;

/**
 * Step 4, Configure Options: the sending account, the daily DM limit (clamped to 50..450 when the field is
 * left), the sending hours and time zone, skipping leads already messaged, the Do Not Contact list (on
 * unless turned off), and optimising the template's variations by their replies (off unless turned on).
 */
export function OptionsStep({
  form,
  accounts,
  loading,
  requiresValidation,
  errors,
  onChange,
}: {
  form: WizardForm;
  accounts: readonly AccountRow[];
  loading: boolean;
  requiresValidation: boolean;
  errors: FieldMessages;
  onChange(patch: Partial<WizardForm>): void;
}) {
  const limit = Number(form.dailyLimit);
  const range = Number.isInteger(limit) && limit >= CAMPAIGN_LIMITS.dailyDmMin && limit <= CAMPAIGN_LIMITS.dailyDmMax ? dailyLimitRange(limit) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <StepHeading title="Configure Options" subtitle="Choose the account that sends, how many DMs a day, and who to leave out." />
      {requiresValidation && errors.account !== campaignMessages.validationAccountRequired && (
        <Box
          data-testid="validation-notice"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'soon.text', bgcolor: 'soon.background', border: '1px solid', borderColor: 'soon.border', borderRadius: '10px', px: 1.5, py: 1.25 }}
        >
          <WarningAmberRounded sx={{ fontSize: 20, mt: '1px' }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {campaignMessages.validationAccountRequired}
          </Typography>
        </Box>
      )}

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, fontSize: 15, mb: 1 }}>
          Sending account
        </Typography>
        <StepError message={errors.account} testId="account-error" />
        {loading ? (
          <Skeleton variant="rounded" height={64} />
        ) : accounts.length === 0 ? (
          <Box sx={{ mt: 1, display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, p: 2, border: '1px dashed', borderColor: 'tint.strongBorder', borderRadius: '12px' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              No X account is connected yet. Connect the account your DMs will come from.
            </Typography>
            <Button component={RouterLink} to="/dashboard/connect" variant="outlined" startIcon={<AddLinkOutlined />}>
              {campaignMessages.connectAccount}
            </Button>
          </Box>
        ) : (
          <Box component="ul" role="radiogroup" aria-label="Sending account" sx={{ listStyle: 'none', m: 0, p: 0, mt: errors.account ? 1 : 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}>
            {accounts.map((account) => (
              <AccountOption key={account.id} account={account} checked={form.profileId === account.id} onSelect={() => onChange({ profileId: account.id })} />
            ))}
          </Box>
        )}
      </Box>

      <Box>
        <TextField
          label="Daily DM limit"
          type="number"
          value={form.dailyLimit}
          onChange={(event) => onChange({ dailyLimit: event.target.value })}
          onBlur={() => onChange({ dailyLimit: String(clampDailyLimit(form.dailyLimit)) })}
          error={Boolean(errors.dailyLimit)}
          helperText={
            errors.dailyLimit ??
            `Between ${CAMPAIGN_LIMITS.dailyDmMin} and ${CAMPAIGN_LIMITS.dailyDmMax}; ${DAILY_LIMIT_ADVICE}.${range ? ` Each day sends about ${formatCount(range.min)} to ${formatCount(range.max)} (±5%), paced like a person.` : ''}`
          }
          sx={{ maxWidth: { sm: 420 } }}
          fullWidth
          slotProps={{
            htmlInput: { min: CAMPAIGN_LIMITS.dailyDmMin, max: CAMPAIGN_LIMITS.dailyDmMax, step: 1, inputMode: 'numeric', 'data-testid': 'daily-limit' },
            formHelperText: { role: errors.dailyLimit ? 'alert' : undefined } as object,
          }}
        />
      </Box>

      <SendingHours form={form} errors={errors} onChange={onChange} />

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <OptionSwitch
          checked={form.skipAlreadyDmd}
          onChange={(checked) => onChange({ skipAlreadyDmd: checked })}
          label="Skip already DM'd"
          description="Leave out leads any of your campaigns has already messaged."
        />
        <OptionSwitch
          checked={form.useDoNotContactList}
          onChange={(checked) => onChange({ useDoNotContactList: checked })}
          label="Use Do Not Contact list"
          description={
            <>
              Never message the usernames on your{' '}
              <Box component={RouterLink} to="/dashboard/do-not-contact" sx={{ color: 'primary.main' }}>
                Do Not Contact list
              </Box>
              .
            </>
          }
        />
        <OptionSwitch
          checked={form.optimiseAutomatically}
          onChange={(checked) => onChange({ optimiseAutomatically: checked })}
          label="Optimise automatically"
          description="Sends shift toward the message variation that gets replies, while every variation keeps being tried."
        />
      </Box>
    </Box>
  );
}

function AccountOption({ account, checked, onSelect }: { account: AccountRow; checked: boolean; onSelect(): void }) {
  const inputId = `account-${account.id}`;
  const healthy = account.health === 'healthy' || account.health === 'unchecked';
  return (
    <ChoiceRow checked={checked} onChoose={onSelect} data-testid="account-option" data-username={account.twitter_username}>
      <Radio id={inputId} checked={checked} onChange={onSelect} name="sending-account" value={account.id} />
      <Avatar sx={{ width: 36, height: 36, fontSize: 15, fontWeight: 700, background: (theme) => theme.tokens.gradients.avatar }}>
        {(account.twitter_name || account.twitter_username).charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box component="label" htmlFor={inputId} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, fontSize: 15, cursor: 'pointer', minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            @{account.twitter_username}
          </Box>
          {account.verified && <VerifiedRounded sx={{ fontSize: 16, color: 'primary.main' }} aria-label="Verified" />}
        </Box>
        <Typography variant="body2" color={healthy ? 'text.secondary' : 'warning.main'} sx={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account.twitter_name} · {account.health_label}
        </Typography>
      </Box>
    </ChoiceRow>
  );
}

function OptionSwitch({
  checked,
  onChange,
  label,
  description,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  description: ReactNode;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.25, pr: 2, border: '1px solid', borderColor: checked ? 'tint.strongBorder' : 'divider', borderRadius: '12px' }}>
      <Switch id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': `${id}-description` } }} />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.75 }}>
        <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, fontSize: 15, cursor: 'pointer' }}>
          {label}
        </Box>
        <Typography id={`${id}-description`} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
    </Box>
  );
}
