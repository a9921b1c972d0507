'use client';

import { useState } from 'react';
import { useCurrentMember, useDeleteMyMember, useJoinCommunity, useLeaveCommunity, useUpdateProfile, useUpdateSlug } from '@sitekit/react';
import { ProfilePhoto } from './profile-photo';

/** What the platform accepts for a slug, checked as the member types (the platform has the last word). */
function slugHint(slug: string): string {
  if (slug.length < 2) return 'At least 2 characters.';
  if (slug.length > 50) return 'At most 50 characters.';
  if (!/^[a-z0-9-]+$/.test(slug)) return 'Only lower-case letters, digits and "-".';
  return '';
}

const SLUG_MESSAGES: Record<string, string> = { SLUG_ALREADY_EXISTS: 'Another member already uses this address.' };

/** A platform error as one line for the form (its message is already readable: `INVALID_ARGUMENT: "slug" …`). */
function describe(error: unknown): string {
  if (!error) return '';
  const e = error as { code?: string; message?: string };
  return (e.code && SLUG_MESSAGES[e.code]) || e.message || 'Something went wrong. Please try again.';
}

/**
 * The member's own profile: nickname, profile address (slug) with live validation, community
 * membership (public or private profile), a link to their orders, and account deletion behind a
 * confirmation. Every change goes through `@sitekit/members`; the platform's errors show in place.
 */
export function MemberProfile() {
  const { data: member } = useCurrentMember();
  const updateProfile = useUpdateProfile();
  const updateSlug = useUpdateSlug();
  const join = useJoinCommunity();
  const leave = useLeaveCommunity();
  const remove = useDeleteMyMember();
  const [nickname, setNickname] = useState<string | null>(null);
  const [slug, setSlug] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!member) return null;

  const nicknameValue = nickname ?? member.profile?.nickname ?? '';
  const slugValue = slug ?? member.profile?.slug ?? '';
  const hint = slug === null ? '' : slugHint(slugValue);
  const isPublic = member.privacyStatus === 'PUBLIC';
  const community = isPublic ? leave : join;

  const saveNickname = (e: React.FormEvent) => {
    e.preventDefault();
    updateProfile.mutate({ profile: { nickname: nicknameValue.trim() } }, { onSuccess: () => setNickname(null) });
  };
  const saveSlug = (e: React.FormEvent) => {
    e.preventDefault();
    updateSlug.mutate(slugValue, { onSuccess: () => setSlug(null) });
  };
  // The member is gone (the cached member is null, so this panel unmounts): end the session with a
  // same-origin POST to the logout route, from a form that outlives the panel.
  const deleteAccount = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/api/sitekit/logout';
        document.body.append(form);
        form.submit();
      },
    });

  return (
    <section className="panel" aria-labelledby="profile-title" data-testid="member-profile" style={{ marginTop: 20 }}>
      <h2 id="profile-title" style={{ fontSize: '1.1rem' }}>Profile</h2>
      <ProfilePhoto photo={member.profile?.photo} />
      <form onSubmit={saveNickname} noValidate>
        {updateProfile.isError ? <p className="alert" role="alert">{describe(updateProfile.error)}</p> : null}
        <div className="field">
          <label htmlFor="profile-nickname">Nickname</label>
          <input id="profile-nickname" className="input" value={nicknameValue} onChange={(e) => setNickname(e.target.value)} data-testid="nickname-input" />
        </div>
        <button className="btn btn-ghost btn-sm" type="submit" disabled={updateProfile.isPending || nickname === null} data-testid="save-nickname">
          {updateProfile.isPending ? 'Saving…' : 'Save nickname'}
        </button>
      </form>

      <form onSubmit={saveSlug} noValidate style={{ marginTop: 18 }}>
        {updateSlug.isError ? <p className="alert" role="alert" data-testid="slug-error">{describe(updateSlug.error)}</p> : null}
        <div className="field">
          <label htmlFor="profile-slug">Profile address</label>
          <input
            id="profile-slug" className="input" value={slugValue} aria-invalid={hint ? true : undefined} aria-describedby="slug-hint"
            onChange={(e) => setSlug(e.target.value)} data-testid="slug-input"
          />
          <small id="slug-hint" className={hint ? 'alert' : 'muted'} data-testid="slug-hint">
            {hint || `/members/${slugValue}`}
          </small>
        </div>
        <button className="btn btn-ghost btn-sm" type="submit" disabled={updateSlug.isPending || slug === null || !!hint} data-testid="save-slug">
          {updateSlug.isPending ? 'Saving…' : 'Save address'}
        </button>
      </form>

      <div style={{ marginTop: 18 }}>
        <p className="muted" data-testid="privacy-status">
          {isPublic ? 'Your profile is public: you are a member of the community.' : 'Your profile is private: only you can see it.'}
        </p>
        {community.isError ? <p className="alert" role="alert">{describe(community.error)}</p> : null}
        <button className="btn btn-ghost btn-sm" type="button" disabled={community.isPending} onClick={() => community.mutate()} data-testid="community-toggle">
          {isPublic ? 'Leave the community' : 'Join the community'}
        </button>
      </div>

      <p style={{ marginTop: 18 }}>
        <a href="#orders" data-testid="orders-link">My orders</a>
      </p>

      <div style={{ marginTop: 18 }}>
        {remove.isError ? <p className="alert" role="alert">{describe(remove.error)}</p> : null}
        {confirming ? (
          <div role="alertdialog" aria-labelledby="delete-title" data-testid="delete-confirmation">
            <p id="delete-title"><strong>Delete your account?</strong> Your profile and login are removed and you are logged out. This cannot be undone.</p>
            <button className="btn btn-accent btn-sm" type="button" disabled={remove.isPending} onClick={deleteAccount} data-testid="confirm-delete">
              {remove.isPending ? 'Deleting…' : 'Yes, delete my account'}
            </button>{' '}
            <button className="btn btn-ghost btn-sm" type="button" onClick={() => setConfirming(false)}>Cancel</button>
          </div>
        ) : (
          <button className="btn btn-ghost btn-sm" type="button" onClick={() => setConfirming(true)} data-testid="delete-account">
            Delete my account
          </button>
        )}
      </div>
    </section>
  );
}
