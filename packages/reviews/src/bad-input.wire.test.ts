import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer, type BadInputCase } from '@sitekit/testing';
import { reviews } from './reviews';

const wire = wireServer();
const client = createClient({ modules: { reviews }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });

type Reviews = Record<string, (...args: unknown[]) => Promise<unknown>>;
/** Each wrong first argument (none, null, {}, a number) where the call's kind refuses it, then wrong later arguments. */
const cases: [string, unknown[], string][] = [];
for (const bad of [NONE, null, {}, 42]) {
  const a = (...rest: unknown[]) => (bad === NONE ? [] : [bad, ...rest]);
  const label = bad === NONE ? 'no args' : JSON.stringify(bad);
  cases.push(
    [`getReview(${label})`, a(), 'getReview'],
    [`createReviewAndContact(${label})`, a('p1', { rating: 5 }), 'createReviewAndContact'],
    [`updateReviewContent(${label})`, a({}), 'updateReviewContent'],
    [`updateReview(${label})`, a({}), 'updateReview'],
    [`deleteReview(${label})`, a(), 'deleteReview'],
    [`setReply(${label})`, a('Thanks'), 'setReply'],
    [`removeReply(${label})`, a(), 'removeReply'],
  );
  if (bad !== NONE && bad !== null && typeof bad !== 'object') cases.push([`countReviews(${label})`, a(), 'countReviews'], [`bulkDeleteReviews(${label})`, a(), 'bulkDeleteReviews']);
  if (bad !== NONE && !(typeof bad === 'object' && bad !== null)) cases.push([`createReview(${label})`, a(), 'createReview'], [`queryReviews(${label})`, a(), 'queryReviews']);
}
cases.push(
  ['createReview()', [], 'createReview'],
  ['createReviewAndContact(ns, entity, no content)', ['stores', 'p1'], 'createReviewAndContact'],
  ['createReviewAndContact(ns, entity, 42)', ['stores', 'p1', 42], 'createReviewAndContact'],
  ['updateReview(id, no review)', ['r1'], 'updateReview'],
  ['updateReview(id, null)', ['r1', null], 'updateReview'],
  ['setReply(id, no message)', ['r1'], 'setReply'],
  ['setReply(id, 42)', ['r1', 42], 'setReply'],
  ['countReviews(null)', [null], 'countReviews'],
  ['getReview(id, 42)', ['r1', 42], 'getReview'],
);

/** Wrong values of each argument kind (`NONE`: left out); a query call's first argument left out is its builder. */
const BAD = {
  id: [NONE, null, {}, 42, ''],
  string: [NONE, null, {}, 42],
  object: [NONE, null, 42, 'x'],
  options: [null, 42, 'x'],
  builder: [null, 42],
};
type Kind = keyof typeof BAD;

badInputTable('reviews', {
  wire,
  client: () => client,
  guards: { isCall, isValidationError },
  reply: { review: { id: 'r1' }, reviews: [] },
  modules: { reviews },
  bad: BAD,
  /** Every call of the module: its arguments' kinds, and valid values for them. */
  calls: {
    reviews: {
      getReview: [['id', 'options'], ['r1', {}]],
      createReviewAndContact: [['id', 'id', 'object', 'options'], ['stores', 'p1', { rating: 5 }, {}]],
      createReview: [['object'], [{ namespace: 'stores', entityId: 'p1', content: { rating: 5 } }]],
      updateReviewContent: [['id', 'options'], ['r1', {}]],
      updateReview: [['id', 'object'], ['r1', {}]],
      deleteReview: [['id'], ['r1']],
      bulkDeleteReviews: [['options'], [{}]],
      setReply: [['id', 'string'], ['r1', 'Thanks']],
      removeReply: [['id'], ['r1']],
      queryReviews: [['builder', 'options'], [{ filter: {} }, {}]],
      countReviews: [['options'], [{}]],
    },
  } satisfies Record<string, Record<string, [Kind[], unknown[]]>>,
  cases: cases.map(([title, args, name]): BadInputCase<typeof client> => [title, (c) => (c.reviews as unknown as Reviews)[name]!(...args)]),
});
