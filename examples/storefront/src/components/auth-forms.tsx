'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useAuth, useSiteKitClient } from '@sitekit/react';
import type { BrowserClient } from '@/lib/browser-client';

const MESSAGES: Record<string, string> = {
  invalidEmail: 'That email is not valid, or no account uses it.',
  invalidPassword: 'Wrong email or password.',
  emailAlreadyExists: 'An account with this email already exists. Log in instead.',
  resetPassword: 'This account must reset its password first.',
  missingCaptchaToken: 'A captcha is required.',
  invalidCaptchaToken: 'The captcha was not accepted.',
};

function describe(error: unknown): string {
  if (!error) return '';
  const e = error as { errorCode?: string; code?: string; message?: string };
  const code = e.errorCode ?? e.code;
  if (code && MESSAGES[code]) return MESSAGES[code]!;
  if (typeof error === 'string') return MESSAGES[error] ?? error;
  return e.message ?? 'Something went wrong. Please try again.';
}

/** After a login the server cookie holds the member session: a full navigation picks it up everywhere. */
/** The form's error line, announced to screen readers; nothing when there is no error. */
function FormAlert({ error }: { error: string }) {
  return error ? (
    <p className="alert" role="alert">
      {error}
    </p>
  ) : null;
}

function done(returnTo: string) {
  window.location.assign(returnTo);
}

export function LoginForm({ returnTo }: { returnTo: string }) {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [stateToken, setStateToken] = useState('');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      const result = verifying ? await auth.processVerification({ verificationCode: code }) : await auth.login({ email, password });
      if (result.loginState === 'SUCCESS') return done(returnTo);
      if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
        setStateToken(result.data?.stateToken ?? stateToken);
        return setVerifying(true);
      }
      if (result.loginState === 'OWNER_APPROVAL_REQUIRED') return setError('The shop owner must approve your account first.');
      setError(describe(result.errorCode ?? result.error));
    } catch (err) {
      setError(describe(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <FormAlert error={error} />
      {verifying ? (
        <VerificationField code={code} setCode={setCode} stateToken={stateToken} />
      ) : (
        <>
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input id="login-email" className="input" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input id="login-password" className="input" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <ForgotPassword email={email} />
        </>
      )}
      <button className="btn btn-accent btn-block" type="submit" disabled={auth.pending} data-testid="login-submit">
        {auth.pending ? <span className="spinner" /> : null}
        {verifying ? 'Verify and log in' : 'Log in'}
      </button>
      <p className="muted" style={{ marginTop: 16, fontSize: '0.9rem', textAlign: 'center' }}>
        New here?{' '}
        <Link className="link" href={`/register?returnTo=${encodeURIComponent(returnTo)}`}>
          Create an account
        </Link>
      </p>
    </form>
  );
}

export function RegisterForm({ returnTo, inboxUrl }: { returnTo: string; inboxUrl?: string }) {
  const auth = useAuth();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [stateToken, setStateToken] = useState('');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      const result = verifying
        ? await auth.processVerification({ verificationCode: code.trim() })
        : await auth.register({ email, password, profile: { firstName, lastName } });
      if (result.loginState === 'SUCCESS') return done(returnTo);
      if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
        setStateToken(result.data?.stateToken ?? stateToken);
        if (verifying) setError('That code is not right. Check the email and try again.');
        return setVerifying(true);
      }
      if (result.loginState === 'OWNER_APPROVAL_REQUIRED') return setError('Thanks! The shop owner must approve your account before you can log in.');
      setError(describe(result.errorCode ?? result.error));
    } catch (err) {
      setError(describe(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <FormAlert error={error} />
      {verifying ? (
        <>
          <p className="alert alert-ok" role="status">
            We sent a 6-digit code to <strong>{email}</strong>.
            {inboxUrl ? (
              <>
                {' '}
                On the demo platform it lands in the{' '}
                <a className="link" href={inboxUrl} target="_blank" rel="noreferrer">
                  emulator inbox
                </a>
                .
              </>
            ) : null}
          </p>
          <VerificationField code={code} setCode={setCode} stateToken={stateToken} />
        </>
      ) : (
        <>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
            <div className="field">
              <label htmlFor="reg-first">First name</label>
              <input id="reg-first" className="input" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="reg-last">Last name</label>
              <input id="reg-last" className="input" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
            </div>
          </div>
          <div className="field">
            <label htmlFor="reg-email">Email</label>
            <input id="reg-email" className="input" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="reg-password">Password</label>
            <input
              id="reg-password"
              className="input"
              type="password"
              autoComplete="new-password"
              required
              minLength={6}
              aria-describedby="reg-password-hint"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p id="reg-password-hint" className="field-hint">
              At least 6 characters. A longer phrase is safer than a short one with symbols.
            </p>
          </div>
        </>
      )}
      <button className="btn btn-accent btn-block" type="submit" disabled={auth.pending} data-testid="register-submit">
        {auth.pending ? <span className="spinner" /> : null}
        {verifying ? 'Verify email' : 'Create account'}
      </button>
      <p className="muted" style={{ marginTop: 16, fontSize: '0.9rem', textAlign: 'center' }}>
        Have an account?{' '}
        <Link className="link" href={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
          Log in
        </Link>
      </p>
    </form>
  );
}

/**
 * "Forgot password?": asks the platform to email a reset link (its recovery endpoint; on the emulator
 * the link lands in the inbox and opens the emulator's reset page). The answer is the same for every
 * address, so the page never tells whether an account exists.
 */
function ForgotPassword({ email }: { email: string }) {
  const client = useSiteKitClient<BrowserClient>();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setState('sending');
    try {
      await client.fetchWithAuth('/_api/iam/recovery/v1/send-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address || email }),
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  if (!open) {
    return (
      <p className="forgot">
        <button type="button" className="link-button" onClick={() => {
            setAddress(email);
            setOpen(true);
          }} data-testid="forgot-password">
          Forgot password?
        </button>
      </p>
    );
  }
  return (
    <div className="forgot-panel" data-testid="forgot-panel">
      <label htmlFor="reset-email">Email for the reset link</label>
      <div className="forgot-row">
        <input id="reset-email" className="input" type="email" autoComplete="email" value={address} onChange={(e) => setAddress(e.target.value)} />
        <button type="button" className="btn btn-sm" onClick={() => void send()} disabled={state === 'sending' || !address}>
          Send link
        </button>
      </div>
      {state === 'sent' ? (
        <p className="alert alert-ok" role="status">
          If an account uses {address}, a reset link is on its way.
        </p>
      ) : null}
      {state === 'failed' ? <p className="alert" role="alert">The link could not be sent. Please try again.</p> : null}
    </div>
  );
}

function VerificationField({ code, setCode, stateToken }: { code: string; setCode: (v: string) => void; stateToken: string }) {
  // the client's strategy (the login forms' identity methods, see browser-client.ts), not useAuth()'s login steps
  const auth = useSiteKitClient().auth as { resendVerification?: (stateToken: string) => Promise<unknown> };
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    setResent('sending');
    try {
      await auth.resendVerification?.(stateToken);
      setResent('sent');
    } catch {
      setResent('failed');
    }
  };
  return (
    <div className="field">
      <label htmlFor="verification-code">Verification code</label>
      <input
        id="verification-code"
        className="input"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        data-testid="verification-code"
      />
      {stateToken && auth.resendVerification ? (
        <p className="muted" role="status">
          No email?{' '}
          <button type="button" className="link" onClick={resend} disabled={resent === 'sending'} data-testid="resend-code">
            Send a new code
          </button>
          {resent === 'sent' ? ' A new code is on its way.' : resent === 'failed' ? ' It could not be sent; please try again.' : ''}
        </p>
      ) : null}
    </div>
  );
}
