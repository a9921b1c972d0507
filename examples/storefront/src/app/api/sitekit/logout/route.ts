import { logoutRoute } from '@sitekit/next/server';
import { siteKit } from '@/lib/sitekit';

/** Clears the session cookie and sends the browser through the platform's hosted logout. */
export const GET = (request: Request) => logoutRoute(siteKit()).GET(request);
export const POST = (request: Request) => logoutRoute(siteKit()).POST(request);
