import { CAMPAIGN_LIMITS, campaignMessages } from '@shared/campaigns/contract';
import { useNotify } from 'react-admin';
import { InlineNameEditor } from '../../components/InlineNameEditor';
import { useCan } from '../workspace/useCan';
import { useRenameCampaign } from './useCampaignCommands';

/**
 * A campaign's name, renamed in place (Enter or leaving the field saves, Escape cancels). A blank name, one
 * another campaign has, or any rename of a running campaign is refused with the specification's message.
 */
export function CampaignName({
  id,
  name,
  running,
  otherNames,
}: {
  id: string;
  name: string;
  running: boolean;
  /** The names of the user's other campaigns, to refuse a duplicate before asking the API. */
  otherNames: readonly string[];
}) {
  const notify = useNotify();
  const rename = useRenameCampaign();
  const canRename = useCan('POST /api/campaigns/:id/rename');
  const warn = (message: string) => notify(message, { type: 'warning' });
  return (
    <InlineNameEditor
      name={name}
      saving={rename.isPending}
      savingName={rename.variables?.name}
      blocked={running ? campaignMessages.cannotEditRunning : undefined}
      onBlocked={warn}
      refusal={(next) => {
        if (next === '') return campaignMessages.nameBlank;
        const taken = otherNames.some((other) => other.trim().toLowerCase() === next.toLowerCase());
        return taken ? campaignMessages.nameTaken : null;
      }}
      onRefused={warn}
      onSave={(next, done) => rename.mutate({ id, name: next }, { onSettled: done })}
      maxLength={CAMPAIGN_LIMITS.maxNameLength}
      testId="campaign-name"
      readOnly={!canRename}
    />
  );
}
