'use client';

import { useState } from 'react';
import { useSiteKitClient } from '@sitekit/react';
import { uploadFile, type UploadClient } from '@sitekit/media/upload';
import { imageUrl } from '../lib/format';
import { useStoreUi } from './store-context';

/** How many photos a review may carry in this shop. */
export const MAX_REVIEW_PHOTOS = 3;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * Photo picker of the review form: each picked image is uploaded at once (`uploadFile` from
 * `@sitekit/media/upload`), up to three; `onChange` gets their `wix:image://` strings.
 */
export function ReviewPhotoPicker({ photos, onChange }: { photos: string[]; onChange: (photos: string[]) => void }) {
  const client = useSiteKitClient() as unknown as UploadClient;
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState('');

  const pick = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const picked = [...(e.target.files ?? [])].slice(0, MAX_REVIEW_PHOTOS - photos.length);
    e.target.value = '';
    setError('');
    setBusy(picked.length);
    const added: string[] = [];
    for (const file of picked) {
      try {
        const uploaded = await uploadFile(client, file, { labels: ['review-photo'], maxSizeInBytes: MAX_PHOTO_BYTES });
        if (uploaded.media?.image?.image) added.push(uploaded.media.image.image);
      } catch (err) {
        setError((err as Error).message || 'A photo could not be uploaded.');
      }
      setBusy((count) => count - 1);
    }
    onChange([...photos, ...added]);
  };

  return (
    <div className="field" data-testid="review-photos-field">
      <label htmlFor="review-photos">Photos (up to {MAX_REVIEW_PHOTOS})</label>
      <input id="review-photos" type="file" accept="image/*" multiple onChange={pick} disabled={busy > 0 || photos.length >= MAX_REVIEW_PHOTOS} data-testid="review-photos-input" />
      {busy ? <p className="muted">Uploading {busy} photo{busy > 1 ? 's' : ''}…</p> : null}
      {error ? <p className="alert" role="alert">{error}</p> : null}
      <ReviewPhotos images={photos} onRemove={(i) => onChange(photos.filter((_, j) => j !== i))} />
    </div>
  );
}

/** A review's photos as thumbnails (with a remove button while they are still in the form). */
export function ReviewPhotos({ images, onRemove }: { images: (string | undefined)[]; onRemove?: (index: number) => void }) {
  const { settings } = useStoreUi();
  const shown = images.map((image) => imageUrl(image, settings.mediaBase)).filter((src): src is string => !!src);
  if (!shown.length) return null;
  return (
    <div style={{ display: 'flex', gap: 8, margin: '6px 0' }} data-testid="review-photos">
      {shown.map((src, i) => (
        <span key={src} style={{ position: 'relative' }}>
          <img src={src} alt={`Review photo ${i + 1}`} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} data-testid="review-photo" />
          {onRemove ? (
            <button type="button" className="btn btn-ghost btn-sm" aria-label={`Remove photo ${i + 1}`} onClick={() => onRemove(i)}>×</button>
          ) : null}
        </span>
      ))}
    </div>
  );
}
