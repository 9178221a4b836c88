import { describe, expect, it } from 'vitest';
import { LeadCollector } from './lead-collector';
import { emptyLead } from './lead-record';

describe('LeadCollector', () => {
  it('given batches of two, when five leads are added and finished, then three batches reach the sink', async () => {
    const written: string[][] = [];
    const collector = new LeadCollector<string>(async (batch) => void written.push(batch), (lead) => lead.username, 2, 100);
    for (const name of ['a', 'b', 'c', 'b', 'd', 'e']) collector.add(emptyLead(name));
    await collector.finish();
    expect(written).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(collector.duplicates).toBe(1);
  });

  it('given a refused upload settled, when the parser still hands over rows it had read, then nothing more is written', async () => {
    const written: string[][] = [];
    const collector = new LeadCollector<string>(async (batch) => void written.push(batch), (lead) => lead.username, 2, 100);
    collector.add(emptyLead('a'));
    collector.add(emptyLead('b'));
    collector.add(emptyLead('c'));
    await collector.settle();
    // Rows of a chunk parsed after the stream failed, and a last flush.
    collector.add(emptyLead('d'));
    collector.add(emptyLead('e'));
    collector.flush();
    await collector.finish();
    expect(written).toEqual([['a', 'b']]);
  });

  it('given the parser waiting for room behind a write, when the upload is refused, then settling outlasts that write too', async () => {
    const finishers: Array<() => void> = [];
    const landed: string[][] = [];
    const collector = new LeadCollector<string>(
      (batch) =>
        new Promise<void>((resolve) =>
          finishers.push(() => {
            landed.push(batch);
            resolve();
          }),
        ),
      (lead) => lead.username,
      1,
      100,
    );
    collector.add(emptyLead('a'));
    collector.add(emptyLead('b'));
    // The parser waits for the first write to make room (it is no longer among the writes queued).
    const room = collector.room();
    let settled = false;
    const settling = collector.settle().then(() => {
      settled = true;
    });
    finishers[1]?.();
    // Every promise reaction due runs before the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finishers[0]?.();
    await settling;
    await room;
    expect(landed).toHaveLength(2);
  });
});
