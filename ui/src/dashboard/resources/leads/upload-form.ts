import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import { z } from 'zod';

/** What the upload form holds: the chosen file, or none yet, and the source's name as typed. */
export interface UploadDraft {
  file: File | null;
  name: string;
}

/**
 * The upload form's check: a file and a name, or the specification's one message for either missing (not the
 * rename's 'cannot be blank': the two are asked together); the name is sent trimmed, at most as long as the API takes.
 * The body is multipart, so this is the form's own schema, not a request's.
 */
export const uploadFormSchema = z
  .object({ file: z.instanceof(File).nullable(), name: z.string().trim() })
  .refine((draft): draft is { file: File; name: string } => draft.file !== null && draft.name !== '', {
    error: leadMessages.fileAndNameRequired,
  })
  .refine((draft) => draft.name.length <= LEAD_LIMITS.maxNameLength, { path: ['name'], error: leadMessages.nameTooLong });
export type UploadFormValues = z.output<typeof uploadFormSchema>;

/** What keeps the form from being sent, said under it, or null once it has a file and a name. */
export function uploadFormProblem(draft: UploadDraft): string | null {
  return uploadFormSchema.safeParse(draft).error?.issues[0]?.message ?? null;
}

/** The name a source takes from its file until the user names it: the file's name without its extension. */
export const nameFromFile = (file: File): string => file.name.replace(/\.(csv|json|txt)$/i, '');
