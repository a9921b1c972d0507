import { callbackRoute } from '@sitekit/next/server';
import { siteKit } from '@/lib/sitekit';

/** The hosted login's redirect target: checks state, exchanges the code, writes the member cookie. */
export const GET = (request: Request) => callbackRoute(siteKit()).GET(request);
