import { Module } from '@nestjs/common';
import { AddUsernamesController } from './commands/add-usernames/add-usernames.controller';
import { ChangeSkipListHandler } from './commands/change-skip-list.handler';
import { ClearSkipListController } from './commands/clear-skip-list/clear-skip-list.controller';
import { RemoveUsernameController } from './commands/remove-username/remove-username.controller';
import { DO_NOT_CONTACT_LOOKUP, ReadModelDoNotContactLookup } from './queries/do-not-contact-lookup';
import { ListDoNotContactController } from './queries/list-do-not-contact.controller';

/** The Do Not Contact list: usernames a user's campaigns must never message. */
@Module({
  controllers: [ListDoNotContactController, AddUsernamesController, RemoveUsernameController, ClearSkipListController],
  providers: [ChangeSkipListHandler, { provide: DO_NOT_CONTACT_LOOKUP, useClass: ReadModelDoNotContactLookup }],
  exports: [DO_NOT_CONTACT_LOOKUP],
})
export class DncModule {}
