/** The lead sources' requests: their zod schemas and types (a source's name, a rename, a bulk delete). */

import { z } from 'zod';
import { LEAD_LIMITS } from './limits';
import { leadMessages } from './messages';

/** The name of an uploaded or renamed source: trimmed, not blank, at most 100 characters. */
export const sourceNameSchema = z
  .string({ error: leadMessages.nameBlank })
  .transform((name) => name.trim())
  .pipe(z.string().min(1, { error: leadMessages.nameBlank }).max(LEAD_LIMITS.maxNameLength, { error: leadMessages.nameTooLong }));

/** PATCH /api/lead-sources/:id (and PUT, POST .../rename): the new name. */
export const renameSourceSchema = z.object({ name: sourceNameSchema }, { error: leadMessages.nameBlank });
export type RenameSourceBody = z.input<typeof renameSourceSchema>;

/** POST /api/lead-sources/delete: the sources to delete, all or none. */
export const bulkDeleteSchema = z.object({
  ids: z.array(z.string()).min(1).max(LEAD_LIMITS.maxBulkDelete, { error: leadMessages.tooManyIds }),
});
export type BulkDeleteBody = z.input<typeof bulkDeleteSchema>;
