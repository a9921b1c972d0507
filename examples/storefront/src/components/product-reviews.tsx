'use client';

import { useState } from 'react';
import { isValidationError } from '@sitekit/core';
import { useCreateReview, useMember, useReviewSummary, useReviews } from '@sitekit/react';
import { ReviewPhotoPicker, ReviewPhotos } from './review-photos';

/** Five stars, as many filled as `value` rounds to. */
function Stars({ value, label }: { value: number; label?: string }) {
  const rounded = Math.round(value);
  return (
    <span role="img" aria-label={label ?? `Rated ${value.toFixed(1)} out of 5`} style={{ color: '#e9a23b', letterSpacing: 2 }}>
      {[1, 2, 3, 4, 5].map((star) => (star <= rounded ? '★' : '☆')).join('')}
    </span>
  );
}

/** The average rating with stars and the review count, for the top of the product page. */
export function ReviewSummaryLine({ productId }: { productId: string }) {
  const { data } = useReviewSummary(productId);
  if (!data) return null;
  return (
    <p data-testid="review-summary" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Stars value={data.average} />
      <span data-testid="review-average">{data.count ? data.average.toFixed(1) : 'No ratings yet'}</span>
      <span className="muted" data-testid="review-count">
        ({data.count} {data.count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}

/** The platform's words for a failed review: field violations as they came, else the message. */
function describe(error: unknown): string {
  if (isValidationError(error)) return error.fieldViolations.map((violation) => `${violation.field} ${violation.description}`).join('; ');
  return (error as { message?: string })?.message ?? 'Could not save your review.';
}

function ReviewForm({ productId }: { productId: string }) {
  const member = useMember();
  const create = useCreateReview();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const profileName = member.data?.profile?.nickname;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // The rating goes out as chosen: no stars is the platform's validation error, shown below.
    create.mutate({
      productId,
      content: { rating, ...(title ? { title } : {}), ...(body ? { body } : {}), ...(photos.length ? { media: photos.map((image) => ({ image })) } : {}) },
      ...(member.data ? { asMember: true } : { name, email }),
    });
  };
  if (create.isSuccess) {
    return (
      <p className="alert alert-ok" role="status" data-testid="review-thanks">
        Thanks for your review!
      </p>
    );
  }
  return (
    <form onSubmit={submit} data-testid="review-form" style={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      <h3 style={{ margin: 0 }}>Write a review</h3>
      {member.data ? (
        <p className="muted" data-testid="review-as" style={{ margin: 0 }}>
          Posting as {profileName ?? member.data.loginEmail}
        </p>
      ) : null}
      <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Rating</legend>
        <div style={{ display: 'flex', gap: 4 }}>
          {[1, 2, 3, 4, 5].map((star) => (
            <button
              key={star}
              type="button"
              className="btn btn-ghost btn-sm"
              aria-pressed={rating === star}
              aria-label={`${star} star${star > 1 ? 's' : ''}`}
              data-testid={`rate-${star}`}
              onClick={() => setRating(star)}
              style={{ color: star <= rating ? '#e9a23b' : undefined }}
            >
              {star <= rating ? '★' : '☆'}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="review-title">Title</label>
        <input id="review-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="review-body">Your review</label>
        <textarea id="review-body" className="input" rows={4} value={body} onChange={(e) => setBody(e.target.value)} />
      </div>
      <ReviewPhotoPicker photos={photos} onChange={setPhotos} />
      {member.data ? null : (
        <>
          <div className="field">
            <label htmlFor="review-name">Name</label>
            <input id="review-name" className="input" required value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="review-email">Email</label>
            <input id="review-email" className="input" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
        </>
      )}
      {create.isError ? (
        <p className="alert" role="alert" data-testid="review-error">
          {describe(create.error)}
        </p>
      ) : null}
      <button className="btn" type="submit" data-testid="review-submit" disabled={create.isPending}>
        {create.isPending ? 'Posting…' : 'Post review'}
      </button>
    </form>
  );
}

/** A product's reviews: the summary, approved reviews newest first with "Load more", and the review form. */
export function ProductReviews({ productId }: { productId: string }) {
  const reviews = useReviews(productId);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="section" aria-labelledby="reviews" data-testid="reviews">
      <div className="section-head">
        <h2 id="reviews">Reviews</h2>
      </div>
      <ReviewSummaryLine productId={productId} />
      {reviews.isError ? <p className="alert">We could not load the reviews.</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16 }}>
        {items.map((review) => (
          <li key={review._id} data-testid="review" style={{ borderBottom: '1px solid #eee', paddingBottom: 12 }}>
            <Stars value={review.content?.rating ?? 0} />
            {review.content?.title ? <strong style={{ marginLeft: 8 }}>{review.content.title}</strong> : null}
            {review.content?.body ? <p style={{ margin: '6px 0' }}>{review.content.body}</p> : null}
            <ReviewPhotos images={((review.content as { media?: { image?: string }[] } | undefined)?.media ?? []).map((medium) => medium.image)} />
            <p className="muted" style={{ margin: 0, fontSize: '0.85rem' }}>
              {review.author?.authorName ?? 'Anonymous'}
              {review._createdDate instanceof Date ? ` · ${review._createdDate.toLocaleDateString('en-US', { dateStyle: 'medium' })}` : ''}
            </p>
            {review.reply?.message ? (
              <p data-testid="review-reply" style={{ margin: '8px 0 0 16px', fontSize: '0.92rem' }}>
                <strong>Reply from the shop:</strong> {review.reply.message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <button type="button" className="btn btn-ghost btn-sm" data-testid="load-more-reviews" disabled={reviews.isFetchingNextPage} onClick={() => reviews.fetchNextPage()}>
          {reviews.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
      <div style={{ marginTop: 24 }}>
        <ReviewForm productId={productId} />
      </div>
    </section>
  );
}
