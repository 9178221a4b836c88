import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { type CampaignRow, campaignMessages } from '@shared/campaigns/contract';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/PageHeader';
import { usePlan } from '../../../hooks/usePlan';
import { useRefreshAfterCommand } from '../../../hooks/useRefreshAfterCommand';
import { useTemplates } from '../../templates';
import { useWorkspaceInUrl } from '../../workspace/useWorkspaceInUrl';
import { DetailsStep } from './DetailsStep';
import { LeadsStep } from './LeadsStep';
import { MessagesStep } from './MessagesStep';
import { OptionsStep } from './OptionsStep';
import { LeaveWizardGuard } from './LeaveWizardDialog';
import { useWizardForm } from './useWizardForm';
import { offeredSources, onlyChoice, onlySource } from './wizard-choices';
import { useCampaign, useCampaignNames, useSaveCampaign, useWizardAccounts, useWizardSources } from './wizard-data';
import { draftKey } from './wizard-draft';
import { stepOfPlace } from './wizard-fields';
import { bodyOf, emptyForm, formOf, keepsSources, parseStep, type Step } from './wizard-form';
import { recordProblems, type WizardContext } from './wizard-resolver';
import { CAMPAIGNS_PATH } from '../campaigns-api';
import { useStartCampaign } from '../useCampaignCommands';
import { WizardFooter } from './WizardFooter';
import { WizardNotices } from './WizardNotices';
import { WizardStepper } from './WizardStepper';
import { WizardTopBar } from './WizardTopBar';
import { refusalOf } from './wizard-refusal';

/**
 * The campaign wizard: /dashboard/campaigns/new creates a campaign, /dashboard/campaigns/:id/edit edits one
 * (?step=4 opens Configure Options, where Validate sends a campaign that needs an account). Steps can be
 * clicked; moving forward checks every step passed, and a message is shown beside the field it is about.
 */
export function CampaignWizardPage({ campaignId }: { campaignId?: string } = {}) {
  const params = useParams<{ id?: string }>();
  const id = campaignId ?? params.id;
  const campaign = useCampaign(id);
  // The draft is the user's: the wizard opens once it is known who they are.
  const { identity, isPending: identityPending } = useGetIdentity();
  useWorkspaceInUrl(id !== undefined && campaign.data !== undefined);
  if ((id !== undefined && campaign.isPending) || identityPending) return <LinearProgress aria-label="Loading the campaign" />;
  if (id !== undefined && (campaign.error || !campaign.data)) return <NotFoundPage />;
  const key = identity?.id === undefined ? null : draftKey(String(identity.id), id ?? null);
  return <Wizard key={`${id ?? 'new'}:${key}`} campaign={campaign.data ?? null} draftKey={key} />;
}

function Wizard({ campaign, draftKey: key }: { campaign: CampaignRow | null; draftKey: string | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const refreshAfter = useRefreshAfterCommand();
  const [search] = useSearchParams();
  const { plan } = usePlan();
  const campaigns = useCampaignNames();
  const sources = useWizardSources();
  const templates = useTemplates();
  const accounts = useWizardAccounts();

  const [base] = useState(() => ({ step: campaign ? parseStep(search.get('step')) : (1 as Step), form: campaign ? formOf(campaign) : emptyForm() }));
  const accountIds = useMemo(() => (accounts.data ?? []).map((account) => account.id), [accounts.data]);
  const listedTemplateIds = useMemo(() => (templates.data ?? []).map((template) => template.id), [templates.data]);
  // With one account, one template or one source there is nothing to choose: it is chosen.
  const offered = useMemo(() => offeredSources(sources.data ?? [], base.form.leadSourceIds), [sources.data, base]);
  const pristine = useMemo(
    () => ({
      ...base.form,
      profileId: onlyChoice(base.form.profileId, accountIds),
      templateId: onlyChoice(base.form.templateId, listedTemplateIds),
      leadSourceIds: onlySource(base.form.leadSourceIds, offered),
    }),
    [base, accountIds, listedTemplateIds, offered],
  );
  const [saving, setSaving] = useState(false);
  const startCampaign = useStartCampaign();
  const saveCampaign = useSaveCampaign();
  const [planRefused, setPlanRefused] = useState(false);
  // Templates saved in the modal count as chosen before the list has fetched them again.
  const [savedTemplateIds, setSavedTemplateIds] = useState<string[]>([]);
  // A step to move on to once this render's changes are in the check's context (a template just created).
  const [advanceTo, setAdvanceTo] = useState<Step | null>(null);
  const panel = useRef<HTMLFormElement>(null);

  const editing = campaign !== null;
  const running = campaign?.status === 'running';
  const keptBy = keepsSources(campaign?.status);
  const validating = Boolean(campaign?.requires_validation);

  const context: WizardContext = useMemo(
    () => ({
      otherNames: (campaigns.data ?? []).filter((other) => other.id !== campaign?.id).map((other) => other.name),
      sources: sources.data ?? [],
      templateIds: [...listedTemplateIds, ...savedTemplateIds],
      accountIds,
      campaign,
    }),
    [campaigns.data, sources.data, listedTemplateIds, accountIds, campaign, savedTemplateIds],
  );

  const wizard = useWizardForm({ draftKey: key, base, pristine, linkedStep: campaign !== null && search.has('step'), context });
  const { values: form, messages, update, draft } = wizard;
  const { step, setStep } = draft;

  // Chosen once, when the lists first arrive: a template deleted later is not replaced behind the user's back.
  const preselected = useRef({ account: false, template: false, sources: false });
  const { getValues, setValue } = wizard.form;
  useEffect(() => {
    const current = getValues();
    if (sources.data && !preselected.current.sources) {
      preselected.current.sources = true;
      const chosen = onlySource(current.leadSourceIds, offered);
      if (chosen.length !== current.leadSourceIds.length) setValue('leadSourceIds', chosen);
    }
    if (accounts.data && !preselected.current.account) {
      preselected.current.account = true;
      setValue('profileId', onlyChoice(current.profileId, accountIds));
    }
    if (templates.data && !preselected.current.template) {
      preselected.current.template = true;
      setValue('templateId', onlyChoice(current.templateId, listedTemplateIds));
    }
  }, [accounts.data, templates.data, sources.data, accountIds, listedTemplateIds, offered, getValues, setValue]);

  // A paused or completed campaign says at once that its sources must stay.
  const kept = keptBy && step === 2 ? recordProblems(form, context).first.leadSourceIds : undefined;
  useEffect(() => {
    if (kept) wizard.show('sources', kept);
  }, [kept, wizard.show]);

  // A step opens with its top in view (after a long list of sources, say).
  const show = (target: Step) => {
    setStep(target);
    const top = panel.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  /** Moves to `target`: back at once, forward once every step before it passes (else to the first that does not). */
  const goTo = async (target: Step) => {
    if (target <= step) {
      show(target);
      return;
    }
    show((await wizard.blockedBefore(target)) ?? target);
  };

  // A template just created: the step moves on once the template is in the check's context.
  useEffect(() => {
    if (advanceTo === null) return;
    setAdvanceTo(null);
    void goTo(advanceTo);
  });

  /** Saves the campaign; `thenStart`: a new one is started at once, as its card's Start would. */
  const submit = async (thenStart = false) => {
    if (saving) return;
    if (running) {
      notify(campaignMessages.cannotEditRunning, { type: 'warning' });
      return;
    }
    const blocked = await wizard.blockedBefore(5);
    if (blocked) {
      show(blocked);
      return;
    }
    setSaving(true);
    try {
      const { answer, readSideBehind } = await saveCampaign(campaign?.id, bodyOf(getValues()));
      const fallback = !editing ? campaignMessages.created : validating ? campaignMessages.validated : campaignMessages.updated;
      notify(answer.message || fallback, { type: 'success' });
      draft.finish();
      refreshAfter(readSideBehind);
      if (thenStart) await startCampaign.mutate({ id: answer.id });
      navigate(CAMPAIGNS_PATH);
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const refused = (error: unknown) => {
    const failure = !editing ? campaignMessages.createFailed : validating ? campaignMessages.validateFailed : campaignMessages.updateFailed;
    const refusal = refusalOf(error, failure);
    if (refusal.kind === 'plan') setPlanRefused(true);
    if (refusal.kind === 'input' && refusal.place) {
      wizard.clearMessages();
      wizard.show(refusal.place.field, refusal.message);
      show(refusal.place.step);
    }
    notify(refusal.message, { type: refusal.kind === 'failure' ? 'error' : 'warning' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < 4) void goTo((step + 1) as Step);
    else void submit();
  };

  const stepErrors = (Object.keys(messages) as (keyof typeof messages)[]).map((place) => stepOfPlace[place]);
  const free = plan?.plan === 'free';
  const title = editing ? (validating ? 'Validate Campaign' : 'Edit Campaign') : campaignMessages.createCampaign;

  return (
    <Box sx={{ maxWidth: 980, mx: 'auto' }}>
      <LeaveWizardGuard dirty={draft.dirty} stored={draft.stored} onDiscard={draft.discard} />
      <WizardTopBar
        draft={draft.dirty ? (draft.stored ? 'stored' : 'unstored') : null}
        onDiscard={draft.discard}
      />
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
      <WizardNotices planNotice={free || planRefused} running={running} />

      <Paper
        ref={panel}
        variant="outlined"
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        sx={{ borderRadius: '18px', overflow: 'hidden', scrollMarginTop: 88 }}
      >
        <WizardStepper step={step} withErrors={stepErrors} onSelect={(target) => void goTo(target)} />
        <Box sx={{ p: { xs: 2, sm: 3.5 }, minHeight: { md: 320 } }} data-testid={`wizard-step-${step}`}>
          {step === 1 && <DetailsStep name={form.name} error={messages.name} onChange={(name) => update({ name })} />}
          {step === 2 && (
            <LeadsStep
              sources={offeredSources(sources.data ?? [], [...form.leadSourceIds, ...(campaign?.lead_source_ids ?? [])])}
              loading={sources.isPending}
              selected={form.leadSourceIds}
              locked={campaign?.lead_source_ids ?? []}
              keptBy={keptBy}
              error={messages.sources}
              onChange={(leadSourceIds) => update({ leadSourceIds })}
            />
          )}
          {step === 3 && (
            <MessagesStep
              templates={templates.data ?? []}
              loading={templates.isPending}
              selected={form.templateId}
              sourceIds={form.leadSourceIds}
              error={messages.template}
              onChange={(templateId) => {
                if (templateId) setSavedTemplateIds((current) => [...current, templateId]);
                update({ templateId });
              }}
              onFirstCreated={() => setAdvanceTo(4)}
              followUps={form.followUps}
              followUpsError={messages.followUps}
              onFollowUpsChange={(followUps) => update({ followUps })}
            />
          )}
          {step === 4 && (
            <OptionsStep
              form={form}
              accounts={accounts.data ?? []}
              loading={accounts.isPending}
              requiresValidation={validating}
              errors={messages}
              onChange={update}
            />
          )}
        </Box>
        <WizardFooter
          step={step}
          saving={saving}
          running={running}
          editing={editing}
          onBack={() => show((step - 1) as Step)}
          onCreateAndStart={() => void submit(true)}
        />
      </Paper>
    </Box>
  );
}
