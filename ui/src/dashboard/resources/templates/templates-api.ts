import type { TemplateAnswer, TemplateBody, TemplateRow } from '@shared/campaigns/contract';
import { templateMessages } from '@shared/campaigns/contract';
import { useGetList } from 'react-admin';
import { z } from 'zod';
import { type CommandRefused, refusalAsWarning } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { deleteAnswer } from '../../providers/api';

/** A saved template and the toast's message (the contract has the type, not a schema). */
const templateAnswer: z.ZodType<TemplateAnswer> = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  messages: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  message: z.string(),
});

/** The API resource (GET /api/message-templates); live updates name it too. */
export const TEMPLATES = 'message-templates';

/** The user's templates, newest first. */
export function useTemplates() {
  return useGetList<TemplateRow>(
    TEMPLATES,
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    { refetchOnWindowFocus: false },
  );
}

/** A refusal of what the modal sent, beside the field it is about. */
export function refusedField(error: CommandRefused): 'name' | 'messages' {
  return /name/i.test(error.message) ? 'name' : 'messages';
}

/** Creates (POST) or updates (PUT) a template; the specification's toasts; a refusal is the modal's to show. */
export function useSaveTemplate() {
  return useCommand(TEMPLATES, 'save', {
    answer: templateAnswer,
    request: ({ id, body }: { id?: string; body: TemplateBody }) => ({ id, data: body }),
    success: (_answer, { id }) => (id ? templateMessages.updated : templateMessages.created),
    failure: ({ id }) => (id ? templateMessages.updateFailed : templateMessages.createFailed),
    refusalInForm: true,
  });
}

/** Deletes a template (DELETE /api/message-templates/:id); a template a campaign uses is refused with the reason. */
export function useDeleteTemplate() {
  return useCommand(TEMPLATES, 'delete', {
    answer: deleteAnswer,
    request: (id: string) => ({ id }),
    success: templateMessages.deleted,
    failure: templateMessages.deleteFailed,
    notice: refusalAsWarning,
  });
}
