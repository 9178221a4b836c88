import { describe, expect, it } from 'vitest';
import { searchCriteriaSchema } from '../contract';
import { containsPattern, searchCountQuery, searchFilters, searchPageQuery } from './search-query';

const criteria = (input: Parameters<typeof searchCriteriaSchema.parse>[0]) => searchCriteriaSchema.parse(input);

describe('criteria to search filters', () => {
  it('lower-cases and de-duplicates terms, and gives unset maximums 999999999', () => {
    expect(
      searchFilters(
        criteria({
          include_keywords: [' Marketing ', 'marketing', 'SaaS'],
          exclude_keywords: ['Crypto'],
          exclude_locations: ['Nigeria', 'NIGERIA'],
          followers_filter: { type: 'greater', min: 500 },
          following_filter: { type: 'less', max: 2000 },
          verified_only: true,
        }),
      ),
    ).toEqual({
      includeBioTerms: ['marketing', 'saas'],
      excludeBioTerms: ['crypto'],
      excludeLocations: ['nigeria'],
      verifiedOnly: true,
      minFollowers: 500,
      maxFollowers: 999999999,
      minFollowing: 0,
      maxFollowing: 2000,
    });
  });

  it('takes both ends of a between filter and nothing for no filter', () => {
    const filters = searchFilters(criteria({ followers_filter: { type: 'between', min: 100, max: 5000 } }));
    expect([filters.minFollowers, filters.maxFollowers, filters.minFollowing, filters.maxFollowing]).toEqual([100, 5000, null, null]);
  });

  it('drops NUL characters from terms', () => {
    expect(searchFilters(criteria({ include_keywords: ['gro\u0000wth'] })).includeBioTerms).toEqual(['growth']);
  });
});

describe('the SQL of a search', () => {
  it('escapes LIKE wildcards in a term', () => {
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });

  it('matches any include term, no exclude term, no excluded location, the ranges and verified, in keyset order', () => {
    const filters = searchFilters(
      criteria({
        include_keywords: ['marketing', 'saas'],
        exclude_keywords: ['crypto'],
        exclude_locations: ['india'],
        followers_filter: { type: 'between', min: 100, max: 5000 },
        following_filter: { type: 'greater', min: 10 },
        verified_only: true,
      }),
    );
    const query = searchPageQuery(filters, '1000000000000123', 1000);
    expect(query.text).toBe(
      'select id, username, name, bio, bio_urls, urls, location, verified, followers_count, following_count, profile_image_url ' +
        'from x_profiles where id > $8 and (lower(bio) like $1 or lower(bio) like $2) and (bio is null or lower(bio) not like $3) ' +
        'and (location is null or lower(location) not like $4) and followers_count >= $5 and followers_count <= $6 ' +
        'and following_count >= $7 and verified order by id limit $9',
    );
    expect(query.values).toEqual(['%marketing%', '%saas%', '%crypto%', '%india%', 100, 5000, 10, '1000000000000123', 1000]);
    expect(query.text).not.toMatch(/offset/i);
  });

  it('reads the first page without a cursor and every profile without criteria', () => {
    const query = searchPageQuery(searchFilters(criteria({})), null, 10);
    expect(query.text).toBe(
      'select id, username, name, bio, bio_urls, urls, location, verified, followers_count, following_count, profile_image_url from x_profiles  order by id limit $1',
    );
    expect(query.values).toEqual([10]);
  });

  it('leaves out a range that covers every count (0 to 999999999)', () => {
    const query = searchPageQuery(searchFilters(criteria({ followers_filter: { type: 'between', min: 0, max: 999999999 } })), null, 10);
    expect(query.text).not.toContain('followers_count >=');
    expect(query.text).not.toContain('followers_count <=');
  });

  it('counts the matches up to the limit', () => {
    const query = searchCountQuery(searchFilters(criteria({ include_keywords: ['founder'] })), 200);
    expect(query.text).toBe('select count(*)::int as total from (select 1 from x_profiles where (lower(bio) like $1) limit $2) matches');
    expect(query.values).toEqual(['%founder%', 200]);
  });
});
