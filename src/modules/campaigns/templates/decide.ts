import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { sameName, TEMPLATE_LIMITS, templateMessages } from '../contract';
import type { TemplateEvent } from './events';

export interface TemplatesState {
  templates: Map<string, { name: string; messages: string[] }>;
}

export type TemplateCommand =
  | { type: 'CreateTemplate'; userId: string; templateId: string; name: string; messages: string[] }
  | { type: 'EditTemplate'; userId: string; templateId: string; name: string; messages: string[] }
  | {
      type: 'DeleteTemplate';
      userId: string;
      templateId: string;
      /** Campaigns that use the template (read by the endpoint): it cannot go while one does. */
      usedBy: number;
    };

function checked(state: TemplatesState, self: string | null, name: string, messages: readonly string[]) {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError(templateMessages.nameEmpty, 'validation');
  if (trimmed.length > TEMPLATE_LIMITS.maxNameLength) throw new DomainError(templateMessages.nameTooLong, 'validation');
  for (const [id, other] of state.templates) {
    if (id !== self && sameName(other.name, trimmed)) throw new DomainError(templateMessages.nameTaken, 'name_taken', 'conflict');
  }
  // Blank variations are dropped; at least one must be left.
  const kept = messages.map((m) => m.trim()).filter((m) => m.length > 0);
  if (kept.length === 0) throw new DomainError(templateMessages.messageRequired, 'validation');
  if (kept.length > TEMPLATE_LIMITS.maxMessages) throw new DomainError(templateMessages.tooManyMessages, 'validation');
  if (kept.some((m) => m.length > TEMPLATE_LIMITS.maxMessageLength)) throw new DomainError(templateMessages.messageTooLong, 'validation');
  return { name: trimmed, messages: kept };
}

export function decide(command: TemplateCommand, state: TemplatesState): TemplateEvent[] {
  const { userId, templateId } = command;
  switch (command.type) {
    case 'CreateTemplate': {
      if (state.templates.has(templateId)) throw new DomainError(templateMessages.nameTaken, 'template_exists', 'conflict');
      const { name, messages } = checked(state, null, command.name, command.messages);
      return [{ type: 'TemplateCreated', data: { userId, templateId, name, messages } }];
    }
    case 'EditTemplate': {
      const template = state.templates.get(templateId);
      if (!template) throw new DomainError(templateMessages.notFound, 'not_found', 'not_found');
      const { name, messages } = checked(state, templateId, command.name, command.messages);
      if (name === template.name && messages.length === template.messages.length && messages.every((m, i) => m === template.messages[i])) return [];
      return [{ type: 'TemplateEdited', data: { userId, templateId, name, messages } }];
    }
    case 'DeleteTemplate': {
      if (!state.templates.has(templateId)) throw new DomainError(templateMessages.notFound, 'not_found', 'not_found');
      if (command.usedBy > 0) throw new DomainError(templateMessages.inUse, 'template_in_use', 'conflict');
      return [{ type: 'TemplateDeleted', data: { userId, templateId } }];
    }
  }
}

export const templatesDecider: Decider<TemplateCommand, TemplatesState, TemplateEvent> = {
  initialState: () => ({ templates: new Map() }),
  evolve(state, event) {
    switch (event.type) {
      case 'TemplateCreated':
      case 'TemplateEdited':
        state.templates.set(event.data.templateId, { name: event.data.name, messages: event.data.messages });
        return state;
      case 'TemplateDeleted':
        state.templates.delete(event.data.templateId);
        return state;
      default:
        return state;
    }
  },
  decide,
  snapshot: {
    schema: 1,
    every: 200,
    toJson: (state) => [...state.templates],
    fromJson: (json) => ({ templates: new Map(json as [string, { name: string; messages: string[] }][]) }),
  },
};
