/**
 * Where the wizard's messages show: each message has a place beside a field of a step, and lives in the form
 * state under the form field that place belongs to (the sending hours' under the hours' first field).
 */

import type { Step, WizardForm } from './wizard-form';

/** The places a message shows beside. */
export type Place = 'name' | 'sources' | 'template' | 'followUps' | 'account' | 'dailyLimit' | 'sendWindow' | 'timeZone';

/** The message shown at each place, if any. */
export type FieldMessages = Partial<Record<Place, string>>;

/** The form fields that carry a message. */
export type MessageField = 'name' | 'leadSourceIds' | 'templateId' | 'followUps' | 'profileId' | 'dailyLimit' | 'windowStart' | 'timeZone';

export const fieldOfPlace: Readonly<Record<Place, MessageField>> = {
  name: 'name',
  sources: 'leadSourceIds',
  template: 'templateId',
  followUps: 'followUps',
  account: 'profileId',
  dailyLimit: 'dailyLimit',
  sendWindow: 'windowStart',
  timeZone: 'timeZone',
};

export const PLACES = Object.keys(fieldOfPlace) as Place[];

export const stepOfPlace: Readonly<Record<Place, Step>> = {
  name: 1,
  sources: 2,
  template: 3,
  followUps: 3,
  account: 4,
  dailyLimit: 4,
  sendWindow: 4,
  timeZone: 4,
};

/** The fields a step checks before the wizard moves past it. */
export const fieldsOfStep = (step: Step): MessageField[] => PLACES.filter((place) => stepOfPlace[place] === step).map((place) => fieldOfPlace[place]);

/** The message fields a change clears: a message goes once its field changes again (any of the hours' fields for theirs). */
export function clearedBy(patch: Partial<WizardForm>): MessageField[] {
  const keys = Object.keys(patch);
  const hours = keys.includes('allDay') || keys.includes('windowEnd');
  return [...new Set(PLACES.map((place) => fieldOfPlace[place]).filter((field) => keys.includes(field) || (hours && field === 'windowStart')))];
}
