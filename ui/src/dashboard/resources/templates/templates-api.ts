import type { TemplateAnswer, TemplateBody, TemplateRow } from '@shared/campaigns/contract';
import { templateMessages } from '@shared/campaigns/contract';
import { useMutation } from '@tanstack/react-query';
import { useGetList, useNotify } from 'react-admin';
import { commandFailureMessage, refusalAsWarning } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import { z } from 'zod';
import { deleteAnswer, sendParsed } from '../../providers/api';
import { isClientError, serverMessage } from '../../providers/dataProvider';

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

const templatePath = (id?: string) => `/${TEMPLATES}${id ? `/${encodeURIComponent(id)}` : ''}`;

async function send<T extends object>(path: string, method: string, schema: z.ZodType<T>, body?: unknown): Promise<{ answer: T; behind: boolean }> {
  const answer = await sendParsed(path, method, schema, body);
  return { answer, behind: answer.readSideBehind };
}

/** A refusal of what the modal sent (a 4xx with the API's message): the modal says it beside the field. */
export class TemplateRefused extends Error {
  constructor(
    message: string,
    readonly field: 'name' | 'messages',
  ) {
    super(message);
  }
}

/** Creates (POST) or updates (PUT) a template; the specification's toasts; the lists refreshed. */
export function useSaveTemplate() {
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  return useMutation({
    mutationKey: [TEMPLATES, 'save'],
    mutationFn: async ({ id, body }: { id?: string; body: TemplateBody }) => {
      try {
        return await send(templatePath(id), id ? 'PUT' : 'POST', templateAnswer, body);
      } catch (error) {
        const message = serverMessage(error);
        if (isClientError(error) && message) {
          throw new TemplateRefused(message, /name/i.test(message) ? 'name' : 'messages');
        }
        throw error;
      }
    },
    onSuccess: ({ answer, behind }, { id }) => {
      notify(answer.message || (id ? templateMessages.updated : templateMessages.created), { type: 'success' });
      refreshAfter(behind);
    },
    onError: (error, { id }) => {
      if (error instanceof TemplateRefused) return;
      notify(commandFailureMessage(id ? templateMessages.updateFailed : templateMessages.createFailed, error), { type: 'error' });
    },
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
