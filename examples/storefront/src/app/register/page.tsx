import type { Metadata } from 'next';
import { RegisterForm } from '@/components/auth-forms';
import { safeReturnTo } from '@/lib/return-to';
import { platformSettings } from '@/lib/settings';

export const metadata: Metadata = { title: 'Create account' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  const raw = (await searchParams).returnTo;
  const returnTo = safeReturnTo(Array.isArray(raw) ? raw[0] : raw);
  const platform = platformSettings();
  return (
    <div className="narrow">
      <div className="auth-card">
        <h1>Create your account</h1>
        <p className="muted">Track orders, save your details and hear about new drops first.</p>
        <RegisterForm returnTo={returnTo} {...(platform.emulator ? { inboxUrl: `${platform.host}/_emulator/inbox` } : {})} />
      </div>
    </div>
  );
}
