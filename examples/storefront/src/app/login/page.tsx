import type { Metadata } from 'next';
import { LoginForm } from '@/components/auth-forms';
import { safeReturnTo } from '@/lib/return-to';

export const metadata: Metadata = { title: 'Log in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const raw = (await searchParams).returnTo;
  const returnTo = safeReturnTo(Array.isArray(raw) ? raw[0] : raw);
  return (
    <div className="narrow">
      <div className="auth-card">
        <h1>Welcome back</h1>
        <p className="muted">Log in to see your orders and check out faster.</p>
        <a className="btn btn-ghost btn-block" href={`/api/sitekit/login?returnTo=${encodeURIComponent(returnTo)}`} data-testid="hosted-login">
          Log in on the shop's sign-in page
        </a>
        <div className="divider">or with email</div>
        <LoginForm returnTo={returnTo} />
      </div>
      <p className="muted" style={{ textAlign: 'center', fontSize: '0.85rem', marginTop: 16 }}>
        Demo account: demo@sitekit.dev / sitekit-demo
      </p>
    </div>
  );
}
