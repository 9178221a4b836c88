import { z } from 'zod';
import { dncMessages } from '../../shared/dnc-messages';

export const addUsernamesSchema = z.object(
  { input: z.string({ error: dncMessages.inputRequired }) },
  { error: dncMessages.inputRequired },
);
export type AddUsernamesDto = z.infer<typeof addUsernamesSchema>;
