/** X's GraphQL endpoints: a user by screen name, and the pages of followers, following, retweeters and likers. */
import type { GraphqlOperation } from '../../modules/x';
import { HttpAnswer } from './http-io';
import { hash32, type SimUser } from './population';
import { postNotFoundAnswer, snowflake, timelineInstructions, userResult } from './responses';
import type { XSimulatorState } from './simulator-state';

/** Answers a GraphQL query from its variables and features, in the response shape the simulator is set to. */
export function answerGraphql(state: XSimulatorState, operation: GraphqlOperation, url: URL, viewer: SimUser): HttpAnswer {
  let variables: Record<string, unknown>;
  try {
    variables = JSON.parse(url.searchParams.get('variables') ?? '');
    const features = JSON.parse(url.searchParams.get('features') ?? '');
    if (typeof features !== 'object' || features === null) throw new Error('features');
  } catch {
    return new HttpAnswer(400, { errors: [{ message: 'The following features cannot be null: variables or features missing' }] });
  }
  const legacy = state.shape === 'legacy';
  const mixedBit = (id: string) => hash32(state.population.seed, 'shape', id) % 4 === 0;
  if (operation === 'UserByScreenName') {
    const user = typeof variables.screen_name === 'string' ? state.population.userByScreenName(variables.screen_name) : undefined;
    if (!user) return new HttpAnswer(200, { data: {} });
    const account = state.accounts.byId(user.userId);
    if (account && account.status === 'suspended') {
      return new HttpAnswer(200, { data: { user: { result: { __typename: 'UserUnavailable', reason: 'Suspended' } } } });
    }
    const useLegacy = legacy || (state.shape === 'mixed' && mixedBit(user.userId));
    return new HttpAnswer(200, { data: { user: { result: userResult(user, viewer.verified, useLegacy) } } });
  }
  const count = Math.min(state.maxPageSize, Math.max(1, Number(variables.count) || 20));
  const cursor = typeof variables.cursor === 'string' ? variables.cursor : undefined;
  const offset = cursor ? Number.parseInt(cursor.split('|')[0], 10) : 0;
  if (!Number.isFinite(offset) || offset < 0) {
    return new HttpAnswer(400, { errors: [{ code: 214, message: 'Bad cursor' }] });
  }
  const byTweet = operation === 'Retweeters' || operation === 'Favoriters';
  const subjectId = String(byTweet ? variables.tweetId : variables.userId);
  if (byTweet && state.population.isTweetDeleted(subjectId)) {
    return new HttpAnswer(200, postNotFoundAnswer(operation === 'Retweeters' ? 'retweeters_timeline' : 'favoriters_timeline'));
  }
  const list =
    operation === 'Followers'
      ? 'followers'
      : operation === 'BlueVerifiedFollowers'
        ? 'verified-followers'
        : operation === 'Following'
          ? 'following'
          : operation === 'Retweeters'
            ? 'retweeters'
            : 'likers';
  if (!byTweet && !state.population.userById(subjectId)) return new HttpAnswer(200, { data: {} });
  const total = state.population.listSize(list, subjectId);
  const users: SimUser[] = [];
  for (let i = offset; i < Math.min(total, offset + count); i++) {
    const id = list === 'verified-followers' ? state.population.verifiedMemberAt(subjectId, i) : state.population.memberAt(list, subjectId, i);
    users.push(state.population.userById(id)!);
  }
  const sortBase = BigInt(snowflake(Date.UTC(2025, 0, 1), hash32(subjectId, list)));
  const component =
    operation === 'Followers' ? 'FollowersSgs' : operation === 'BlueVerifiedFollowers' ? 'BlueVerifiedFollowersSgs' : `${operation}Sgs`;
  const instructions = timelineInstructions(
    { users, offset, total, sortBase, component, layout: state.timelineLayout },
    viewer.verified,
    state.shape,
    mixedBit,
  );
  const timeline = { timeline: { instructions } };
  if (operation === 'Retweeters') return new HttpAnswer(200, { data: { retweeters_timeline: timeline } });
  if (operation === 'Favoriters') return new HttpAnswer(200, { data: { favoriters_timeline: timeline } });
  return new HttpAnswer(200, { data: { user: { result: { __typename: 'User', timeline } } } });
}
