import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnexpectedResponse, UserNotFound } from '../x-errors';
import { parseConversation, parseDmSend, parseInbox } from './x-dm-parser';
import { parseProfileTimeline } from './x-timeline-parser';
import { parseUserByScreenName, parseVerifyCredentials } from './x-user-parser';

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));

describe('parseProfileTimeline on captured Followers (current shape)', () => {
  const page = parseProfileTimeline(fixture('followers.json'), 'Followers');

  it('reads every user entry and the Bottom cursor', () => {
    expect(page.profiles.map((p) => p.username)).toEqual([
      'leslieberland',
      'ashevat',
      'bonappetweet',
      'mikecvet',
      'Engineering',
      'jessicagarson',
    ]);
    expect(page.nextCursor).toBe('1872784690123924126|2085474371463282617');
    expect(page.topCursor).toBe('-1|2085474371463282689');
  });

  it('reads core, avatar, dm_permissions, location, profile_bio and relationship_counts', () => {
    expect(page.profiles[0]).toEqual({
      userId: '236209129',
      username: 'leslieberland',
      name: 'Leslie Berland',
      bio: 'CMO Verizon',
      bioUrls: [],
      profileUrls: [],
      location: '',
      verified: true,
      followersCount: 127315,
      followingCount: 3814,
      canDm: false,
      profileImageUrl: 'https://pbs.twimg.com/profile_images/1106274854683074560/x7rrvxaD_normal.jpg',
      protected: false,
    });
  });

  it('expands bio links and website links', () => {
    const amir = page.profiles.find((p) => p.username === 'ashevat')!;
    expect(amir.bioUrls).toEqual(['http://amazon.com/author/amirshevat']);
    expect(amir.profileUrls).toEqual(['https://staging.bsky.app/profile/amir.blue']);
    expect(amir.location).toBe('Austin');
    expect(amir.canDm).toBe(true);
    expect(amir.verified).toBe(false);
    const cafe = page.profiles.find((p) => p.username === 'bonappetweet')!;
    expect(cafe.profileUrls).toEqual(['http://www.cafebonappetit.com/twitter']);
    expect(cafe.bio).toContain('Bon Appétit Management Co.');
  });

  it('treats a repeated cursor as the end of the list', () => {
    const again = parseProfileTimeline(fixture('followers.json'), 'Followers', '1872784690123924126|2085474371463282617');
    expect(again.nextCursor).toBeNull();
  });
});

describe('parseProfileTimeline on captured Following', () => {
  it('reads users and cursor', () => {
    const page = parseProfileTimeline(fixture('following.json'), 'Following');
    expect(page.profiles).toHaveLength(4);
    const hamza = page.profiles.find((p) => p.username === 'oihamza')!;
    expect(hamza.location).toBe('Leeds ➡️ New York');
    expect(hamza.followersCount).toBe(10973);
    expect(hamza.followingCount).toBe(4930);
    expect(hamza.profileUrls.length).toBe(1);
    expect(page.nextCursor).toBe('1771337970390780275|2085474368099450818');
  });
});

describe('parseProfileTimeline on captured BlueVerifiedFollowers (legacy shape)', () => {
  const page = parseProfileTimeline(fixture('verified-followers-legacy.json'), 'BlueVerifiedFollowers');

  it('reads legacy.screen_name, description, location, can_dm, counts and profile_image_url_https', () => {
    expect(page.profiles[0]).toEqual({
      userId: '1636127913534734336',
      username: 'iamkashjones',
      name: 'Kash Jones',
      bio: expect.stringContaining('Former EIC @HipHopWeekly'),
      bioUrls: [],
      profileUrls: [],
      location: 'Made In Dade🌴',
      verified: true,
      followersCount: 227,
      followingCount: 119,
      canDm: true,
      profileImageUrl: 'https://pbs.twimg.com/profile_images/1636135166216228865/Qu79gPLn_normal.jpg',
      protected: false,
    });
  });

  it('expands legacy.entities.url.urls', () => {
    const aus = page.profiles[1];
    expect(aus.username).toBe('SonOfAustralia_');
    expect(aus.profileUrls).toEqual(['https://t.me/SonOfAustralia9']);
    expect(aus.canDm).toBe(false);
    expect(aus.bio).toContain('Web3 Marketing');
    expect(page.nextCursor).toBe('1796669892524141484|1780970548507967466');
  });
});

describe('parseProfileTimeline on captured Retweeters (legacy shape)', () => {
  it('finds the instructions under retweeters_timeline; no Bottom cursor ends the list', () => {
    const page = parseProfileTimeline(fixture('retweeters-legacy.json'), 'Retweeters');
    expect(page.profiles.map((p) => [p.username, p.location, p.followersCount])).toEqual([
      ['FiedelBjorn', '', 4],
      ['fameofmemes', 'United Arab Emirates', 522],
    ]);
    expect(page.nextCursor).toBeNull();
  });
});

describe('parseProfileTimeline edge cases', () => {
  it('a page without users ends the list even with a Bottom cursor', () => {
    const body = {
      data: {
        user: {
          result: {
            __typename: 'User',
            timeline: {
              timeline: {
                instructions: [
                  {
                    type: 'TimelineAddEntries',
                    entries: [{ entryId: 'cursor-bottom-1', content: { cursorType: 'Bottom', value: '5|1' } }],
                  },
                ],
              },
            },
          },
        },
      },
    };
    expect(parseProfileTimeline(body, 'Followers').nextCursor).toBeNull();
  });

  it('an empty data is UserNotFound; a body without data is UnexpectedResponse', () => {
    expect(() => parseProfileTimeline({ data: {} }, 'Followers')).toThrow(UserNotFound);
    expect(() => parseProfileTimeline({}, 'Followers')).toThrow(UnexpectedResponse);
  });

  it('skips UserUnavailable entries', () => {
    const body = fixture('followers.json') as any;
    const entries = body.data.user.result.timeline.timeline.instructions[3].entries;
    entries[0].content.itemContent.user_results.result = { __typename: 'UserUnavailable', reason: 'Suspended' };
    expect(parseProfileTimeline(body, 'Followers').profiles).toHaveLength(5);
  });
});

describe('parseUserByScreenName', () => {
  it('reads the captured profile', () => {
    const profile = parseUserByScreenName(fixture('user-by-screen-name.json'), 'XDevelopers');
    expect(profile).toMatchObject({
      userId: '2244994945',
      username: 'XDevelopers',
      name: 'Developers',
      location: '127.0.0.1',
      verified: true,
      followersCount: 695695,
      followingCount: 762,
      canDm: true,
      profileUrls: ['https://docs.x.com/'],
      profileImageUrl: 'https://pbs.twimg.com/profile_images/1683501992314798080/xl1POYLw_normal.jpg',
      createdAt: Date.UTC(2013, 11, 14, 4, 35, 55),
    });
    expect(profile.bio).toMatch(/^The voice of the X Dev team/);
  });

  it('empty data and unavailable users are UserNotFound', () => {
    expect(() => parseUserByScreenName({ data: {} }, 'nobody')).toThrow(UserNotFound);
    expect(() => parseUserByScreenName({ data: { user: { result: { __typename: 'UserUnavailable', reason: 'Suspended' } } } }, 'gone')).toThrow(
      /unavailable \(Suspended\)/,
    );
  });
});

describe('REST answers', () => {
  it('verify_credentials', () => {
    expect(
      parseVerifyCredentials({
        id: 42,
        id_str: '42',
        screen_name: 'someone',
        name: 'Some One',
        profile_image_url_https: 'https://pbs.twimg.com/a.jpg',
        verified: false,
        ext_is_blue_verified: true,
        created_at: 'Wed Oct 01 09:30:00 +0000 2025',
      }),
    ).toEqual({
      userId: '42',
      screenName: 'someone',
      name: 'Some One',
      profileImageUrl: 'https://pbs.twimg.com/a.jpg',
      verified: true,
      createdAt: Date.UTC(2025, 9, 1, 9, 30),
    });
    // Without created_at the account's age is unknown.
    expect(parseVerifyCredentials({ id_str: '42', screen_name: 'someone' }).createdAt).toBeNull();
    expect(() => parseVerifyCredentials({})).toThrow(UnexpectedResponse);
  });

  it('dm/new2', () => {
    const body = {
      entries: [
        {
          message: {
            id: '1790000000000000001',
            time: '1716000000000',
            conversation_id: '12-34',
            message_data: { id: '1790000000000000001', time: '1716000000000', recipient_id: '34', sender_id: '12', text: 'hi' },
          },
        },
      ],
    };
    expect(parseDmSend(body, '12-34')).toEqual({ messageId: '1790000000000000001', conversationId: '12-34' });
    expect(() => parseDmSend({}, '12-34')).toThrow(UnexpectedResponse);
  });

  it('inbox_initial_state and user_updates', () => {
    const entries = [
      {
        message: {
          id: '2',
          time: '2000',
          conversation_id: '12-34',
          message_data: { id: '2', time: '2000', recipient_id: '12', sender_id: '34', text: 'thanks!' },
        },
      },
      { conversation_create: { id: '1', conversation_id: '12-34', time: '500' } },
      {
        message: {
          id: '1',
          time: '1000',
          conversation_id: '12-34',
          message_data: { id: '1', time: '1000', recipient_id: '34', sender_id: '12', text: 'hello' },
        },
      },
    ];
    const conversations = {
      '12-34': { conversation_id: '12-34', type: 'ONE_TO_ONE', sort_timestamp: '2000', participants: [{ user_id: '12' }, { user_id: '34' }] },
    };
    const initial = parseInbox({ inbox_initial_state: { cursor: 'c1', entries, conversations, users: {} } });
    expect(initial.messages.map((m) => [m.id, m.senderId, m.text])).toEqual([
      ['1', '12', 'hello'],
      ['2', '34', 'thanks!'],
    ]);
    expect(initial.conversations).toEqual([{ conversationId: '12-34', participantIds: ['12', '34'], lastActivityAt: 2000 }]);
    expect(initial.cursor).toBe('c1');
    const updates = parseInbox({ user_events: { cursor: 'c2', entries: [] } });
    expect(updates).toEqual({ messages: [], conversations: [], cursor: 'c2' });
  });
});

describe('gold (Business) and grey (Government) checks on captured Following', () => {
  const page = parseProfileTimeline(fixture('following-gold-grey-checks.json'), 'Following');
  const byName = (username: string) => page.profiles.find((p) => p.username === username)!;

  it('count as verified although is_blue_verified and verified are false, and keep the type', () => {
    expect(byName('SpaceXAI')).toMatchObject({ verified: true, verifiedType: 'Business' });
    expect(byName('NWSTwinCities')).toMatchObject({ verified: true, verifiedType: 'Government' });
  });

  it('keep the type beside a blue check', () => {
    expect(byName('NWS')).toMatchObject({ verified: true, verifiedType: 'Government' });
    expect(byName('PlayStation')).toMatchObject({ verified: true, verifiedType: 'Business' });
  });

  it('read verified_type under legacy in the older shape', () => {
    const legacyUser = {
      __typename: 'User',
      rest_id: '17',
      is_blue_verified: false,
      legacy: { screen_name: 'CityHall', name: 'City Hall', verified: false, verified_type: 'Government' },
    };
    const body = { data: { retweeters_timeline: { timeline: { instructions: [{ type: 'TimelineAddEntries', entries: [userEntry(legacyUser)] }] } } } };
    expect(parseProfileTimeline(body, 'Retweeters').profiles[0]).toMatchObject({ username: 'CityHall', verified: true, verifiedType: 'Government' });
  });

  it('a profile with no check has no type', () => {
    const plain = parseProfileTimeline(fixture('followers.json'), 'Followers').profiles.find((p) => p.username === 'ashevat')!;
    expect(plain.verified).toBe(false);
    expect(plain).not.toHaveProperty('verifiedType');
  });
});

function userEntry(result: unknown) {
  return {
    entryId: 'user-1',
    content: { entryType: 'TimelineTimelineItem', itemContent: { itemType: 'TimelineUser', user_results: { result } } },
  };
}

describe('users inside a TimelineTimelineModule', () => {
  it('are read in the current shape, beside plain entries and from TimelineAddToModule', () => {
    const page = parseProfileTimeline(fixture('following-module.json'), 'Following');
    expect(page.profiles.map((p) => p.username)).toEqual(['leslieberland', 'mikecvet', 'Engineering', 'oihamza', 'suhemparack']);
    expect(page.profiles[0]).toMatchObject({ userId: '236209129', name: 'Leslie Berland', verified: true });
    expect(page.nextCursor).not.toBeNull();
  });

  it('are read in the older shape (everything under legacy)', () => {
    const page = parseProfileTimeline(fixture('retweeters-module-legacy.json'), 'Retweeters');
    const plain = parseProfileTimeline(fixture('retweeters-legacy.json'), 'Retweeters');
    expect(page.profiles.length).toBeGreaterThan(0);
    expect(page.profiles).toEqual(plain.profiles);
  });
});

describe('dm/conversation', () => {
  const conversation = fixture('dm-conversation.json') as { conversation_timeline: { entries: unknown[] } };

  it('reads the messages newest first, both directions, skipping reactions and the conversation_create event', () => {
    const page = parseConversation(conversation);
    expect(page.messages).toEqual([
      {
        id: '1861540000000000001',
        conversationId: '44196397-1234567890',
        senderId: '1234567890',
        recipientId: '44196397',
        text: 'Thanks for reaching out! Happy to chat next week.',
        createdAt: 1732618723011,
      },
      {
        id: '1861502114270535681',
        conversationId: '44196397-1234567890',
        senderId: '44196397',
        recipientId: '1234567890',
        text: 'Hi Dana, loved your thread on pricing. Open to a quick chat?',
        createdAt: 1732609679000,
      },
    ]);
    expect(page.hasMore).toBe(true);
    expect(page.minEntryId).toBe('1861502114270535680');
  });

  it('orders by time whatever order X listed the entries in; AT_END has no more', () => {
    const timeline = conversation.conversation_timeline;
    const page = parseConversation({ conversation_timeline: { ...timeline, status: 'AT_END', entries: [...timeline.entries].reverse() } });
    expect(page.messages.map((m) => m.id)).toEqual(['1861540000000000001', '1861502114270535681']);
    expect(page.hasMore).toBe(false);
  });

  it('an empty conversation is no messages; another shape is an unexpected answer', () => {
    expect(parseConversation({ conversation_timeline: { status: 'AT_END', entries: [] } })).toEqual({ messages: [], hasMore: false, minEntryId: null });
    expect(() => parseConversation({ inbox_initial_state: {} })).toThrow(UnexpectedResponse);
    expect(() => parseConversation(null)).toThrow(UnexpectedResponse);
  });
});
