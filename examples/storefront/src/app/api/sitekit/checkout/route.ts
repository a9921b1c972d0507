import { checkoutRoute } from '@sitekit/next/server';
import { siteKit } from '@/lib/sitekit';

/** Creates a checkout from the current cart and redirects to the hosted checkout (back to /thank-you). */
export const POST = (request: Request) => checkoutRoute(siteKit()).POST(request);
export const GET = (request: Request) => checkoutRoute(siteKit()).GET(request);
