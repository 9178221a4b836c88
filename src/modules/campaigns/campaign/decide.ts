/**
 * The campaigns decider: a user's campaigns in one stream, each command decided by its own file (decide-*.ts)
 * over the field rules of field-checks.ts.
 */
import type { Decider } from '../../../platform/commands/decider';
import type { CampaignCommand } from './command';
import { decidePauseUsingAccount, decideFailUsingAccount } from './decide-account-loss';
import { decideCreate } from './decide-create';
import { decideDelete } from './decide-delete';
import { decideEdit } from './decide-edit';
import { decideRename } from './decide-rename';
import { decideComplete, decideFail, decidePause, decideStart } from './decide-run';
import { decideValidate } from './decide-validate';
import type { CampaignEvent } from './events';
import { type CampaignsState, campaignsSnapshot, evolve, initialState } from './state';

export type { CampaignCommand, Facts, PlanName, SourceFact } from './command';

export function decide(command: CampaignCommand, state: CampaignsState): CampaignEvent[] {
  switch (command.type) {
    case 'CreateCampaign':
      return decideCreate(command, state);
    case 'EditCampaign':
      return decideEdit(command, state);
    case 'RenameCampaign':
      return decideRename(command, state);
    case 'StartCampaign':
      return decideStart(command, state);
    case 'PauseCampaign':
      return decidePause(command, state);
    case 'ValidateCampaign':
      return decideValidate(command, state);
    case 'DeleteCampaign':
      return decideDelete(command, state);
    case 'PauseCampaignsUsingAccount':
      return decidePauseUsingAccount(command, state);
    case 'FailCampaignsUsingAccount':
      return decideFailUsingAccount(command, state);
    case 'CompleteCampaign':
      return decideComplete(command, state);
    case 'FailCampaign':
      return decideFail(command, state);
  }
}

export const campaignsDecider: Decider<CampaignCommand, CampaignsState, CampaignEvent> = {
  initialState,
  evolve,
  decide,
  snapshot: campaignsSnapshot,
};
