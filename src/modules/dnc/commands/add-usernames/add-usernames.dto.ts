import type { AddUsernamesBody } from '../../contract';

export { addUsernamesSchema } from '../../contract';
export type AddUsernamesDto = AddUsernamesBody;
