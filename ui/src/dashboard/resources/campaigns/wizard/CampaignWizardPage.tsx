import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_PLAN_MESSAGE, type CampaignRow, campaignMessages } from '@shared/campaigns/contract';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/PageHeader';
import { usePlan } from '../../../hooks/usePlan';
import { useRefreshAfterCommand } from '../../../hooks/useRefreshAfterCommand';
import { errorStatus, isClientError, serverMessage } from '../../../providers/dataProvider';
import { BusyButton } from '../../account/BusyButton';
import { errorCode } from '../../accounts/accounts-api';
import { useTemplates } from '../../templates';
import { DetailsStep } from './DetailsStep';
import { LeadsStep } from './LeadsStep';
import { MessagesStep } from './MessagesStep';
import { OptionsStep } from './OptionsStep';
import { saveCampaign, useCampaign, useCampaignNames, useWizardAccounts, useWizardSources } from './wizard-data';
import {
  bodyOf,
  checkStep,
  emptyForm,
  type FieldErrors,
  firstBlockedStep,
  formOf,
  keepsSources,
  type Step,
  stepOfField,
  stepOfRefusal,
  type WizardContext,
  type WizardForm,
} from './wizard-form';
import { WizardStepper } from './WizardStepper';

const CAMPAIGNS_PATH = '/dashboard/campaigns';

const parseStep = (value: string | null): Step => {
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? n : 1;
};

/**
 * The campaign wizard: /dashboard/campaigns/new creates a campaign, /dashboard/campaigns/:id/edit edits one
 * (?step=4 opens Configure Options, where Validate sends a campaign that needs an account). Steps can be
 * clicked; moving forward checks every step passed, and a message is shown beside the field it is about.
 */
export function CampaignWizardPage({ campaignId }: { campaignId?: string } = {}) {
  const params = useParams<{ id?: string }>();
  const id = campaignId ?? params.id;
  const campaign = useCampaign(id);
  if (id !== undefined && campaign.isPending) return <LinearProgress aria-label="Loading the campaign" />;
  if (id !== undefined && (campaign.error || !campaign.data)) return <NotFoundPage />;
  return <Wizard key={id ?? 'new'} campaign={campaign.data ?? null} />;
}

function Wizard({ campaign }: { campaign: CampaignRow | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const refreshAfter = useRefreshAfterCommand();
  const [search] = useSearchParams();
  const { plan } = usePlan();
  const campaigns = useCampaignNames();
  const sources = useWizardSources();
  const templates = useTemplates();
  const accounts = useWizardAccounts();

  const [step, setStep] = useState<Step>(() => (campaign ? parseStep(search.get('step')) : 1));
  const [form, setForm] = useState<WizardForm>(() => (campaign ? formOf(campaign) : emptyForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [planRefused, setPlanRefused] = useState(false);
  // Templates saved in the modal count as chosen before the list has fetched them again.
  const [savedTemplateIds, setSavedTemplateIds] = useState<string[]>([]);
  const panel = useRef<HTMLFormElement>(null);

  const editing = campaign !== null;
  const running = campaign?.status === 'running';
  const keptBy = keepsSources(campaign?.status);
  const validating = Boolean(campaign?.requires_validation);

  const context: WizardContext = useMemo(
    () => ({
      otherNames: (campaigns.data ?? []).filter((other) => other.id !== campaign?.id).map((other) => other.name),
      sources: sources.data ?? [],
      templateIds: [...(templates.data ?? []).map((template) => template.id), ...savedTemplateIds],
      accountIds: (accounts.data ?? []).map((account) => account.id),
      campaign,
    }),
    [campaigns.data, sources.data, templates.data, accounts.data, campaign, savedTemplateIds],
  );

  // A message goes once its field changes again.
  const update = (patch: Partial<WizardForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      if ('name' in patch) delete next.name;
      if ('leadSourceIds' in patch) delete next.sources;
      if ('templateId' in patch) delete next.template;
      if ('profileId' in patch) delete next.account;
      if ('dailyLimit' in patch) delete next.dailyLimit;
      if ('allDay' in patch || 'windowStart' in patch || 'windowEnd' in patch) delete next.sendWindow;
      if ('timeZone' in patch) delete next.timeZone;
      return next;
    });
  };

  // A paused or completed campaign says at once that its sources must stay.
  useEffect(() => {
    if (!keptBy || step !== 2) return;
    const stepErrors = checkStep(2, form, context);
    if (stepErrors.sources === campaignMessages.cannotRemoveSources(keptBy)) setErrors((current) => ({ ...current, ...stepErrors }));
  }, [keptBy, step, form, context]);

  // A step opens with its top in view (after a long list of sources, say).
  const show = (target: Step) => {
    setStep(target);
    const top = panel.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const goTo = (target: Step) => {
    if (target <= step) {
      show(target);
      return;
    }
    const blocked = firstBlockedStep(target, form, context);
    if (blocked) {
      setErrors(blocked.errors);
      show(blocked.step);
      return;
    }
    setErrors({});
    show(target);
  };

  const submit = async () => {
    if (saving) return;
    if (running) {
      notify(campaignMessages.cannotEditRunning, { type: 'warning' });
      return;
    }
    const blocked = firstBlockedStep(5, form, context);
    if (blocked) {
      setErrors(blocked.errors);
      show(blocked.step);
      return;
    }
    setSaving(true);
    try {
      const { answer, readSideBehind } = await saveCampaign(campaign?.id, bodyOf(form));
      const fallback = !editing ? campaignMessages.created : validating ? campaignMessages.validated : campaignMessages.updated;
      notify(answer.message || fallback, { type: 'success' });
      refreshAfter(readSideBehind);
      navigate(CAMPAIGNS_PATH);
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const refused = (error: unknown) => {
    const failure = !editing ? campaignMessages.createFailed : validating ? campaignMessages.validateFailed : campaignMessages.updateFailed;
    const message = serverMessage(error);
    const code = errorCode(error);
    if (errorStatus(error) === 403 && code === 'plan_required') {
      setPlanRefused(true);
      notify(message ?? CAMPAIGN_PLAN_MESSAGE, { type: 'warning' });
      return;
    }
    if (isClientError(error) && message) {
      const place = stepOfRefusal(message, code);
      if (place) {
        setErrors({ [place.field]: message });
        show(place.step);
      }
      notify(message, { type: 'warning' });
      return;
    }
    notify(message ? `${failure}: ${message}` : failure, { type: 'error' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < 4) goTo((step + 1) as Step);
    else void submit();
  };

  const stepErrors = (Object.keys(errors) as (keyof FieldErrors)[]).map((field) => stepOfField[field]);
  const free = plan?.plan === 'free';
  const title = editing ? (validating ? 'Validate Campaign' : 'Edit Campaign') : campaignMessages.createCampaign;

  return (
    <Box sx={{ maxWidth: 980, mx: 'auto' }}>
      <Button component={RouterLink} to={CAMPAIGNS_PATH} startIcon={<ArrowBack />} color="inherit" size="small" sx={{ mb: 1.5, ml: -1, color: 'text.secondary' }}>
        Back to Campaigns
      </Button>
      <PageHeader
        title={title}
        subtitle={
          !editing
            ? 'Four steps: a name, the leads, the message, and how to send.'
            : validating
              ? `"${campaign.name}" lost its sending account. Choose the account it sends from.`
              : `Change "${campaign.name}": its leads, message, sending account and options.`
        }
      />

      {(free || planRefused) && (
        <Box
          data-testid="plan-notice"
          sx={{ mb: 2, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1, px: 2, py: 1.5, borderRadius: '12px', color: 'soon.text', bgcolor: 'soon.background', border: '1px solid', borderColor: 'soon.border' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
            {CAMPAIGN_PLAN_MESSAGE}
          </Typography>
          <Link component={RouterLink} to="/dashboard/account" sx={{ fontWeight: 700 }}>
            {campaignMessages.upgradePlan}
          </Link>
        </Box>
      )}
      {running && (
        <Typography role="alert" sx={{ mb: 2, px: 2, py: 1.5, borderRadius: '12px', bgcolor: 'tint.danger', color: 'error.main', fontWeight: 600 }}>
          {campaignMessages.cannotEditRunning}
        </Typography>
      )}

      <Paper
        ref={panel}
        variant="outlined"
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        sx={{ borderRadius: '18px', overflow: 'hidden', scrollMarginTop: 88 }}
      >
        <WizardStepper step={step} withErrors={stepErrors} onSelect={goTo} />
        <Box sx={{ p: { xs: 2, sm: 3.5 }, minHeight: { md: 320 } }} data-testid={`wizard-step-${step}`}>
          {step === 1 && <DetailsStep name={form.name} error={errors.name} onChange={(name) => update({ name })} />}
          {step === 2 && (
            <LeadsStep
              sources={sources.data ?? []}
              loading={sources.isPending}
              selected={form.leadSourceIds}
              locked={campaign?.lead_source_ids ?? []}
              keptBy={keptBy}
              error={errors.sources}
              onChange={(leadSourceIds) => update({ leadSourceIds })}
            />
          )}
          {step === 3 && (
            <MessagesStep
              templates={templates.data ?? []}
              loading={templates.isPending}
              selected={form.templateId}
              sourceIds={form.leadSourceIds}
              error={errors.template}
              onChange={(templateId) => {
                if (templateId) setSavedTemplateIds((current) => [...current, templateId]);
                update({ templateId });
              }}
            />
          )}
          {step === 4 && (
            <OptionsStep
              form={form}
              accounts={accounts.data ?? []}
              loading={accounts.isPending}
              requiresValidation={validating}
              errors={errors}
              onChange={update}
            />
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            px: { xs: 2, sm: 3.5 },
            py: 2,
            borderTop: '1px solid',
            borderColor: 'divider',
            bgcolor: 'surface.subtle',
          }}
        >
          <Button onClick={() => show((step - 1) as Step)} disabled={step === 1 || saving} startIcon={<ArrowBack />} color="inherit">
            {campaignMessages.back}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Step {step} of 4
          </Typography>
          {step < 4 ? (
            <Button type="submit" variant="contained" endIcon={<ArrowForward />}>
              {campaignMessages.continue}
            </Button>
          ) : (
            <BusyButton type="submit" variant="contained" busy={saving} disabled={running} startIcon={<CheckRounded />}>
              {saving
                ? editing
                  ? campaignMessages.saving
                  : campaignMessages.creating
                : editing
                  ? campaignMessages.saveChanges
                  : campaignMessages.createCampaign}
            </BusyButton>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
