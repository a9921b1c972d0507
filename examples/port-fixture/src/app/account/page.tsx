import { members } from '@wix/members';
import { wixClient } from '../../lib/wix-client';

export const dynamic = 'force-dynamic';

/** The logged-in member's profile (full field set); visitors are asked to log in. */
export default async function AccountPage() {
  const client = await wixClient();
  if (!client.auth.loggedIn()) return <p data-testid="account-visitor">You are browsing as a visitor.</p>;
  const { member } = await client.members.getCurrentMember({ fieldsets: [members.Set.FULL] });
  const approved = member?.status === members.Status.APPROVED;
  const listed = member?.privacyStatus === members.PrivacyStatusStatus.PUBLIC;
  return (
    <section data-testid="account-member">
      <h1>{member?.profile?.nickname ?? member?.loginEmail}</h1>
      <p>{approved ? 'Approved member' : 'Membership pending'} · {listed ? 'Public profile' : 'Private profile'}</p>
    </section>
  );
}
