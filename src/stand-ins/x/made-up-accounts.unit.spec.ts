import { describe, expect, it } from 'vitest';
import { DEMO_NOTABLE_USERS } from './demo-world';
import { handleOfMadeUpId, madeUpId } from './made-up-accounts';
import { Population } from './population';

describe('accounts made up for handles the simulated X does not know', () => {
  const population = new Population({ notable: DEMO_NOTABLE_USERS });

  it('answers any well-formed handle with the same account every time, in any case or with @', () => {
    const naval = population.userByScreenName('naval');
    expect(naval).toMatchObject({ screenName: 'naval', name: 'Naval', protected: false });
    expect(new Population({ notable: DEMO_NOTABLE_USERS }).userByScreenName('@NAVAL')).toEqual(naval);
    expect(population.userById(naval!.userId)).toEqual(naval);
    expect(naval!.followersCount).toBeGreaterThanOrEqual(500);
    expect(naval!.followersCount).toBeLessThanOrEqual(5000);
    expect(population.userByScreenName('paul_graham')).toMatchObject({ name: 'Paul Graham' });
    expect(population.userByScreenName('paul_graham')?.userId).not.toBe(naval!.userId);
  });

  it('gives a made-up account the same followers, page after page, from a hash of its handle', () => {
    const id = population.userByScreenName('some_founder')!.userId;
    const followers = (p: Population) => Array.from({ length: 30 }, (_, i) => p.userById(p.memberAt('followers', id, i))?.screenName);
    expect(followers(population)).toEqual(followers(new Population({ notable: DEMO_NOTABLE_USERS })));
    expect(new Set(followers(population)).size).toBe(30);
    expect(population.listSize('followers', id)).toBe(population.userByScreenName('some_founder')!.followersCount);
    expect(population.listSize('verified-followers', id)).toBeGreaterThan(0);
  });

  it('reads the handle back from the id alone, and knows no id it did not make', () => {
    for (const handle of ['a', '_', '0', 'naval', 'abcdefghijklmno', '___zz99']) expect(handleOfMadeUpId(madeUpId(handle))).toBe(handle);
    expect(handleOfMadeUpId('900000101')).toBeNull();
    expect(handleOfMadeUpId('1234567890')).toBeNull();
    expect(population.userById('1000000000000000000000000')).toBeUndefined();
  });

  it('keeps the special accounts, and answers nothing for malformed or deleted handles', () => {
    expect(population.userByScreenName('private_circle')).toMatchObject({ userId: '900000106', protected: true });
    expect(population.userByScreenName('demo_founders')).toMatchObject({ userId: '900000105', followersCount: 2500 });
    for (const malformed of ['', 'has-dash', 'a.b', 'sixteen_chars_xx', 'https://x.com/a']) expect(population.userByScreenName(malformed)).toBeUndefined();
    const deleting = new Population();
    deleting.deleteHandle('@Nobody_At_All_X');
    expect(deleting.userByScreenName('nobody_at_all_x')).toBeUndefined();
  });
});
