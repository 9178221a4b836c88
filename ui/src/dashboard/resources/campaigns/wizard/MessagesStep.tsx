import AddRounded from '@mui/icons-material/AddRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TemplateRow } from '@shared/campaigns/contract';
import { useEffect, useRef, useState } from 'react';
import { TemplateModal } from '../../templates';
import { ChoiceRow } from './ChoiceRow';
import { FollowUpsSection } from './FollowUpsSection';
import { StepError, StepHeading } from './StepHeading';
import type { WizardFollowUp } from './wizard-form';

const CREATE_AND_CONTINUE = 'Create and Continue';

/** Step 3, Create Messages: choose one of the user's templates, or create or edit one in the template modal; and the follow-ups. */
export function MessagesStep({
  templates,
  loading,
  selected,
  sourceIds,
  error,
  onChange,
  onFirstCreated,
  followUps,
  followUpsError,
  onFollowUpsChange,
}: {
  templates: readonly TemplateRow[];
  loading: boolean;
  selected: string;
  /** The campaign's sources: the modal previews with their leads. */
  sourceIds: readonly string[];
  error?: string;
  onChange(templateId: string): void;
  /** The form that opened by itself was saved: the step is done, and the wizard moves on. */
  onFirstCreated(templateId: string): void;
  followUps: readonly WizardFollowUp[];
  followUpsError?: string;
  onFollowUpsChange(followUps: WizardFollowUp[]): void;
}) {
  const [modal, setModal] = useState<TemplateRow | 'new' | null>(null);
  // With no template yet, writing one is the step's only way on: its form opens by itself, once, and
  // saving it also continues.
  const offeredNew = useRef(false);
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (loading || offeredNew.current) return;
    offeredNew.current = true;
    if (templates.length === 0) {
      setModal('new');
      setOffered(true);
    }
  }, [loading, templates.length]);
  const open = (template: TemplateRow | 'new') => {
    setOffered(false);
    setModal(template);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StepHeading
        title="Create Messages"
        subtitle="Choose the message template this campaign sends. Each lead gets one of its variations, personalised."
        actions={
          <Button variant="contained" size="small" startIcon={<AddRounded />} onClick={() => open('new')}>
            Create Template
          </Button>
        }
      />
      <StepError message={error} testId="template-error" />

      {loading ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Skeleton variant="rounded" height={76} />
          <Skeleton variant="rounded" height={76} />
        </Box>
      ) : templates.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 5, px: 2, border: '1px dashed', borderColor: 'tint.strongBorder', borderRadius: '14px' }}>
          <ForumOutlined sx={{ fontSize: 36, color: 'primary.main', mb: 1 }} />
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>No message templates yet</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Write a few variations of your message, with the lead's first name, and preview them on a real lead.
          </Typography>
          <Button variant="outlined" startIcon={<AddRounded />} onClick={() => open('new')}>
            Create Template
          </Button>
        </Box>
      ) : (
        <Box component="ul" role="radiogroup" aria-label="Message templates" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {templates.map((template) => {
            const checked = template.id === selected;
            const inputId = `template-${template.id}`;
            return (
              <ChoiceRow
                key={template.id}
                checked={checked}
                align="flex-start"
                onChoose={() => onChange(template.id)}
                data-testid="template-option"
                data-name={template.name}
              >
                <Radio id={inputId} checked={checked} onChange={() => onChange(template.id)} value={template.id} name="template" />
                <Box sx={{ flex: 1, minWidth: 0, pt: 0.75 }}>
                  <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, fontSize: 15, cursor: 'pointer', overflowWrap: 'anywhere' }}>
                    {template.name}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13, mb: 0.5 }}>
                    {template.messages.length} {template.messages.length === 1 ? 'variation' : 'variations'}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      fontSize: 13.5,
                      color: 'text.secondary',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {template.messages[0]}
                  </Typography>
                </Box>
                <Tooltip title="Edit template">
                  <IconButton aria-label={`Edit ${template.name}`} onClick={() => open(template)} sx={{ mt: 0.25 }}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </ChoiceRow>
            );
          })}
        </Box>
      )}

      {!loading && templates.length > 0 && (
        <FollowUpsSection templates={templates} followUps={followUps} error={followUpsError} onChange={onFollowUpsChange} />
      )}

      <TemplateModal
        open={modal !== null}
        template={modal === 'new' ? null : modal}
        previewSourceIds={sourceIds}
        createLabel={offered ? CREATE_AND_CONTINUE : undefined}
        onClose={() => setModal(null)}
        onSaved={(template) => {
          onChange(template.id);
          if (offered) onFirstCreated(template.id);
        }}
        onDeleted={(id) => {
          if (id === selected) onChange('');
        }}
      />
    </Box>
  );
}
