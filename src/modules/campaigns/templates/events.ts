import type { Event } from '../../../platform/event-store/event-store.port';

export type TemplateCreated = Event<'TemplateCreated', { userId: string; templateId: string; name: string; messages: string[] }>;
export type TemplateEdited = Event<'TemplateEdited', { userId: string; templateId: string; name: string; messages: string[] }>;
export type TemplateDeleted = Event<'TemplateDeleted', { userId: string; templateId: string }>;

export type TemplateEvent = TemplateCreated | TemplateEdited | TemplateDeleted;
export const templateEventTypes = ['TemplateCreated', 'TemplateEdited', 'TemplateDeleted'] as const;

/** One stream per user's message templates: names are unique among them. */
export const templatesStreamId = (userId: string) => `message-templates-${userId}`;
