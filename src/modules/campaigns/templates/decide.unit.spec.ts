import { describe, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { templateMessages } from '../contract';
import { type TemplateCommand, templatesDecider } from './decide';
import type { TemplateEvent } from './events';

const userId = 'user-a';
const spec = deciderSpec(templatesDecider);
const create = (templateId: string, name: string, messages: string[]): TemplateCommand => ({ type: 'CreateTemplate', userId, templateId, name, messages });
const edit = (templateId: string, name: string, messages: string[]): TemplateCommand => ({ type: 'EditTemplate', userId, templateId, name, messages });
const created = (templateId: string, name: string, messages: string[]): TemplateEvent => ({ type: 'TemplateCreated', data: { userId, templateId, name, messages } });

describe('message templates', () => {
  it('keep several variations, dropping blank ones', () => {
    spec.given().when(create('t1', ' Intro ', ['Hi [First Name]', '  ', 'Hey {first_name}', ''])).thenAppends([created('t1', 'Intro', ['Hi [First Name]', 'Hey {first_name}'])]);
  });

  it('need a name and at least one message', () => {
    spec.given().when(create('t1', ' ', ['Hi'])).thenRefuses({ message: 'Template name cannot be empty' });
    spec.given().when(create('t1', 'Intro', ['', '  '])).thenRefuses({ message: 'At least one message is required' });
    spec.given(created('t1', 'Intro', ['Hi'])).when(edit('t1', 'Intro', [' '])).thenRefuses({ message: 'At least one message is required' });
  });

  it('have unique names per user, ignoring the one being edited', () => {
    spec.given(created('t1', 'Intro', ['Hi'])).when(create('t2', 'INTRO', ['Yo'])).thenRefuses({ message: 'A template with this name already exists', kind: 'conflict' });
    spec.given(created('t1', 'Intro', ['Hi']), created('t2', 'Other', ['Yo'])).when(edit('t2', 'intro', ['Yo'])).thenRefuses({ message: templateMessages.nameTaken });
    spec.given(created('t1', 'Intro', ['Hi'])).when(edit('t1', 'Intro', ['Hi', 'Hello'])).thenAppends([
      { type: 'TemplateEdited', data: { userId, templateId: 't1', name: 'Intro', messages: ['Hi', 'Hello'] } },
    ]);
    spec.given(created('t1', 'Intro', ['Hi'])).when(edit('t1', 'Intro', ['Hi', ''])).thenNothing();
  });

  it('refuse a message over X’s 10,000 characters', () => {
    spec.given().when(create('t1', 'Long', ['x'.repeat(10_001)])).thenRefuses({ message: templateMessages.messageTooLong });
  });

  it('are deleted unless a campaign uses them', () => {
    spec.given(created('t1', 'Intro', ['Hi'])).when({ type: 'DeleteTemplate', userId, templateId: 't1', usedBy: 1 }).thenRefuses({ code: 'template_in_use' });
    spec.given(created('t1', 'Intro', ['Hi'])).when({ type: 'DeleteTemplate', userId, templateId: 't1', usedBy: 0 }).thenAppends([
      { type: 'TemplateDeleted', data: { userId, templateId: 't1' } },
    ]);
    spec.given().when({ type: 'DeleteTemplate', userId, templateId: 't1', usedBy: 0 }).thenRefuses({ kind: 'not_found' });
  });
});
