import { it } from 'vitest';
import { send } from '../../../platform/process-managers/process-manager';
import { processManagerSpec, recorded } from '../../../platform/process-managers/process-manager-spec';
import type { UserRegistered } from '../../identity';
import { CreatePlanRecord } from '../commands/create-plan-record/create-plan-record.command';
import { planRecordsProcess } from './plan-records.process';

const spec = processManagerSpec(planRecordsProcess);

const registered = (userId: string, registeredAt = '2026-11-23T10:00:00.000Z') =>
  recorded<UserRegistered>({ type: 'UserRegistered', data: { userId, email: `${userId}@example.com`, registeredAt } }, { streamId: `user-${userId}` });

it('gives a registered user the free plan record, dated at the registration', () => {
  spec.given().when(registered('alice')).thenSends([send(new CreatePlanRecord('alice', '2026-11-23T10:00:00.000Z'))]);
});

it('asks again for a registration delivered again: the plan record command appends nothing the second time', () => {
  const registration = registered('alice');
  spec.given(registration).when(registration).thenSends([send(new CreatePlanRecord('alice', '2026-11-23T10:00:00.000Z'))]);
});

it("gives each user their own record, whatever other users registered before", () => {
  spec
    .given(registered('alice'), registered('bob'))
    .when(registered('carol', '2026-11-24T08:30:00.000Z'))
    .thenSends([send(new CreatePlanRecord('carol', '2026-11-24T08:30:00.000Z'))]);
});
