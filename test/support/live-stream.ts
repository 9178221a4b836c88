import { until } from './until';
import type { TestApp } from './start-app';
import type { TestUser } from './users';

export interface LiveChange {
  resource: string;
  ids?: string[];
}

/** Opens the signed-in user's live stream (GET /api/live) and gives the changes it named so far. */
export async function openLiveStream(app: TestApp, user: TestUser) {
  const controller = new AbortController();
  const response = await fetch(`${app.url}/api/live`, { headers: { accept: 'text/event-stream', cookie: user.cookie }, signal: controller.signal });
  let text = '';
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
  })()
    .catch(() => undefined)
    .finally(() => {
      ended = true;
    });
  // The server subscribes as it writes its first comment: once that has come, no change the test makes is missed.
  await until(async () => text.includes(': connected'), true);
  return {
    /** Whether the server has ended the stream (or the test closed it). */
    ended: () => ended,
    changes: () => [...text.matchAll(/event: change\ndata: (.*)\n/g)].map((match) => JSON.parse(match[1] as string) as LiveChange),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
