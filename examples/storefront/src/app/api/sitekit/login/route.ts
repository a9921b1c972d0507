import { loginRoute } from '@sitekit/next/server';
import { siteKit } from '@/lib/sitekit';

/** Starts the hosted login (PKCE + state in a short-lived httpOnly cookie); `?returnTo=/account`. */
export const GET = (request: Request) => loginRoute(siteKit()).GET(request);
