/**
 * Demo reviews: most products have a few (ratings spread from 2 to 5, newest first), a handful carry the
 * shop's reply, and one waits in moderation. Authors are visitors with contacts (no member accounts), so
 * any member can still review any product. Ids: reviews `50000000-0000-4000-8000-0000000PPPRR`
 * (product PPP, review RR), contacts `40000000-…-0000000000AA`.
 */
import type { ReviewsSeed, StoredReview } from '../domains/reviews/types';
import { PRODUCT_ROWS } from './commerce-products';

const guid = (kind: number, number: number) => `${kind}0000000-0000-4000-8000-${String(number).padStart(12, '0')}`;

const AUTHORS = ['Maya R.', 'Jonas K.', 'Priya S.', 'Tom B.', 'Lena W.', 'Carlos M.', 'Aiko T.', 'Sam O.', 'Grace L.', 'Noah P.', 'Ines D.', 'Felix H.'];

const TEXTS: Record<number, [string, string][]> = {
  5: [['Love it', 'Exactly as pictured and the quality is excellent. Would buy again.'], ['Perfect', 'Great fit, great material, fast delivery.']],
  4: [['Really good', 'Very happy with it overall; a little different in colour than on my screen.'], ['Solid buy', 'Well made and comfortable. Runs slightly large.']],
  3: [['It is fine', 'Does the job, nothing special for the price.'], ['Okay', 'Decent, but I expected a bit more after reading the description.']],
  2: [['Disappointed', 'Started to show wear after a few weeks.'], ['Not for me', 'The size chart was off and the exchange took a while.']],
};
const REPLY = 'Thank you for the review! We have passed your comments on to the maker.';

/** Ratings per review, cycling so products get different averages. */
const PATTERN = [5, 4, 5, 3, 4, 5, 2, 4, 5, 4, 3, 5];

function review(productIndex: number, j: number): Omit<StoredReview, 'owner'> {
  const number = productIndex + 1;
  const rating = PATTERN[(productIndex * 5 + j * 7) % PATTERN.length]!;
  const [title, body] = TEXTS[rating]![(productIndex + j) % 2]!;
  const authorIndex = (productIndex * 3 + j) % AUTHORS.length;
  const date = new Date(Date.UTC(2024, 2, 1) + (productIndex * 4 + j * 9) * 86_400_000).toISOString();
  const pending = number === 2 && j === 0;
  const replied = j === 0 && number % 7 === 3;
  return {
    id: guid(5, number * 100 + j + 1),
    namespace: 'stores',
    entityId: guid(1, number),
    content: { title, body, rating },
    author: { contactId: guid(4, authorIndex + 1), authorType: 'VISITOR', authorName: AUTHORS[authorIndex]! },
    ...(replied ? { reply: { message: REPLY, createdDate: date, updatedDate: date } } : {}),
    moderation: { moderationStatus: pending ? 'SUBMITTED' : 'APPROVED', manuallyChanged: false },
    origin: { type: 'ORGANIC' },
    foundHelpful: (number + j) % 4,
    foundUnhelpful: j % 2,
    helpfulness: ((number + j) % 4) - (j % 2),
    verified: false,
    relevanceScore: Math.round((body.length / 500 + 0.2) * 100) / 100,
    revision: '1',
    reviewDate: date,
    createdDate: date,
    updatedDate: date,
  };
}

/** Seed key `reviews`: every product but each sixth gets one to five reviews. */
export const reviewsSeed: { reviews: ReviewsSeed } = {
  reviews: {
    autoApprove: true,
    reviews: PRODUCT_ROWS.flatMap((_, i) => (i % 6 === 5 ? [] : Array.from({ length: 1 + ((i * 7) % 5) }, (_, j) => review(i, j)))),
  },
};
