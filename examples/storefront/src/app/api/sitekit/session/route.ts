import { sessionRoute } from '@sitekit/next/server';
import { siteKit } from '@/lib/sitekit';

/** GET: the session's current access token for the browser client; POST: member tokens from a client-side login. */
export const GET = (request: Request) => sessionRoute(siteKit()).GET(request);
export const POST = (request: Request) => sessionRoute(siteKit()).POST(request);
