'use client';

import { useUpdateProfile, useUploadFile } from '@sitekit/react';

/** The largest profile photo the form takes (the platform has its own limit too). */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** `originWidth`/`originHeight` of a `wix:image://` string. */
function sizeOf(image: string | undefined): { width?: number; height?: number } {
  const match = /#originWidth=(\d+)&originHeight=(\d+)/.exec(image ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : {};
}

/**
 * The member's profile photo: pick an image, watch it upload (`useUploadFile` from `@sitekit/react`,
 * with a progress bar and Cancel), then the member profile points at the new file (`updateMyMember`).
 */
export function ProfilePhoto({ photo }: { photo?: { url?: string } | undefined }) {
  const { upload, progress, status, error, cancel } = useUploadFile();
  const updateProfile = useUpdateProfile();

  const choose = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    const file = await upload(picked, { labels: ['profile-photo'], maxSizeInBytes: MAX_PHOTO_BYTES }).catch(() => undefined);
    if (!file?.url) return;
    updateProfile.mutate({ profile: { photo: { _id: file._id, url: file.url, ...sizeOf(file.media?.image?.image) } } });
  };
  const failure = (status === 'error' && error) || (updateProfile.isError && updateProfile.error);

  return (
    <div className="field" data-testid="profile-photo-field" style={{ display: 'flex', gap: 14, alignItems: 'center', marginBottom: 18 }}>
      {photo?.url ? (
        <img src={photo.url} alt="Your profile photo" width={72} height={72} style={{ borderRadius: '50%', objectFit: 'cover' }} data-testid="profile-photo" />
      ) : (
        <div className="skeleton" style={{ width: 72, height: 72, borderRadius: '50%' }} aria-hidden />
      )}
      <div>
        <label htmlFor="profile-photo-input">Profile photo</label>
        <input id="profile-photo-input" type="file" accept="image/*" onChange={choose} disabled={status === 'uploading'} style={{ maxWidth: 170 }} data-testid="profile-photo-input" />
        {status === 'uploading' ? (
          <p>
            <progress max={100} value={progress?.percent ?? 0} data-testid="photo-progress" /> {Math.round(progress?.percent ?? 0)}%{' '}
            <button className="btn btn-ghost btn-sm" type="button" onClick={cancel}>Cancel</button>
          </p>
        ) : null}
        {status === 'canceled' ? <p className="muted">Upload canceled.</p> : null}
        {updateProfile.isPending ? <p className="muted">Saving…</p> : null}
        {failure ? <p className="alert" role="alert" data-testid="photo-error">{(failure as Error).message || 'The photo could not be uploaded.'}</p> : null}
      </div>
    </div>
  );
}
