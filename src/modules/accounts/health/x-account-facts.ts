/** What X says about an account that the guidance for new accounts needs: when it was created, and its inbox's conversations. */
import type { XGateway, XSession, XViewer } from '../../x';
import { countedConversations } from '../account/guidance';

export interface XAccountFactsRead {
  xCreatedAt: string | null;
  /** Undefined when the inbox could not be read this time (the last count stands). */
  conversations: number | undefined;
}

/** One inbox page is enough: the guidance only asks whether there are 10 conversations yet. */
export async function readXAccountFacts(x: XGateway, session: XSession, viewer: Pick<XViewer, 'createdAt'>): Promise<XAccountFactsRead> {
  let conversations: number | undefined;
  try {
    conversations = countedConversations((await x.readInbox(session)).conversations.length);
  } catch {
    // A refused or failed inbox read says nothing about the account's conversations.
    conversations = undefined;
  }
  return { xCreatedAt: viewer.createdAt === null ? null : new Date(viewer.createdAt).toISOString(), conversations };
}
