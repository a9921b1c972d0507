import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { catalogReference, products } from '@sitekit/stores';
import { currentCart } from '@sitekit/ecom';
import { redirects } from '@sitekit/redirects';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import { DEMO_MEMBER } from '@sitekit/emulator';
import { SiteKitProvider, useAddToCart, useAuth, useCurrentCart, useMember } from './index';
import { createSiteKitQueryClient } from './query-client';
import { requestsTo, storefrontClient } from '../test/helpers';

const platform = duringTests(setupEmulator(), { afterEach: cleanup });

const makeClient = () => storefrontClient({ products, currentCart, redirects });
type Client = ReturnType<typeof makeClient>;

const requests = (method: string, path: string) => requestsTo(platform, method, path);

async function firstProductRef(client: Client) {
  const { items } = await client.products.queryProducts().eq('slug', 'canvas-tote-bag').find();
  return catalogReference(items[0]!, { Color: 'Natural' });
}

function CartCount({ id }: { id: string }) {
  const { data, isPending } = useCurrentCart();
  if (isPending) return <p>loading</p>;
  const count = (data?.lineItems ?? []).reduce((n, li) => n + (li.quantity ?? 0), 0);
  return <p data-testid={id}>{count}</p>;
}

function renderWith(client: Client, ui: React.ReactNode) {
  const queryClient = createSiteKitQueryClient();
  return { queryClient, ...render(<SiteKitProvider client={client} queryClient={queryClient}>{ui}</SiteKitProvider>) };
}

describe('hooks on the emulator', () => {
  it('five components reading the cart make one request', async () => {
    const client = makeClient();
    await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: await firstProductRef(client), quantity: 2 }] });
    platform.emulator.clearRequests();
    renderWith(client, ['a', 'b', 'c', 'd', 'e'].map((id) => <CartCount key={id} id={id} />));
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(await screen.findByTestId(id)).toHaveProperty('textContent', '2');
    expect(requests('GET', '/ecom/v1/carts/current')).toHaveLength(1);
  });

  it('a failed add-to-cart shows the item at once, then rolls back', async () => {
    const client = makeClient();
    const catalogReference = await firstProductRef(client);
    await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 1 }] });
    platform.emulator.faults.add({ route: 'POST /ecom/v1/carts/current/add-to-cart', status: 500, latencyMs: 150 });
    function AddButton() {
      const add = useAddToCart();
      return (
        <>
          <button onClick={() => add.mutate({ lineItems: [{ catalogReference, quantity: 1 }] })}>add</button>
          {add.isError && <p role="alert">failed</p>}
        </>
      );
    }
    renderWith(client, <><CartCount id="count" /><AddButton /></>);
    expect(await screen.findByTestId('count')).toHaveProperty('textContent', '1');
    fireEvent.click(screen.getByText('add'));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'failed');
    expect(screen.getByTestId('count').textContent).toBe('1');
    expect(requests('POST', '/ecom/v1/carts/current/add-to-cart')).toHaveLength(2);
    const { lineItems } = await client.currentCart.getCurrentCart();
    expect(lineItems?.[0]?.quantity).toBe(1);
  });

  it('login invalidates member and cart', async () => {
    const client = makeClient();
    function Account() {
      const { data: member } = useMember();
      const { loggedIn, loginState, login } = useAuth();
      return (
        <>
          <p data-testid="member">{member ? member.loginEmail : 'visitor'}</p>
          <p data-testid="state">{`${loginState}:${loggedIn}`}</p>
          <button onClick={() => void login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })}>login</button>
        </>
      );
    }
    renderWith(client, <><Account /><CartCount id="count" /></>);
    expect(await screen.findByTestId('count')).toHaveProperty('textContent', '0');
    expect(screen.getByTestId('member').textContent).toBe('visitor');
    expect(requests('GET', '/members/v1/members/my')).toHaveLength(0);
    const cartReads = requests('GET', '/ecom/v1/carts/current').length;
    await act(async () => fireEvent.click(screen.getByText('login')));
    await waitFor(() => expect(screen.getByTestId('member').textContent).toBe(DEMO_MEMBER.email));
    expect(screen.getByTestId('state').textContent).toBe('SUCCESS:true');
    await waitFor(() => expect(requests('GET', '/ecom/v1/carts/current').length).toBe(cartReads + 1));
    const memberRead = requests('GET', '/members/v1/members/my')[0]!;
    expect(new URL(memberRead.url).search).toBe('?fieldsets=FULL');
    expect(memberRead.headers['x-wix-bi-gateway']).toBe(
      'environment=js-sdk,package-name=@wix/auto_sdk_members_members,method-fqn=com.wixpress.members.api.Members.GetMyMember,entity=wix.members.v1.member',
    );
    expect(memberRead.headers['authorization']).toBe(client.auth.getTokens().accessToken.value);
  });

  /** The member's email (or "visitor"), whether logged in, and login / logout buttons; a failed logout goes to `onLogoutError`. */
  function Account({ onLogoutError }: { onLogoutError?: (error: unknown) => void }) {
    const { data: member } = useMember();
    const { loggedIn, login, logout } = useAuth();
    const logOut = () => logout('https://shop.example/').catch((error: unknown) => onLogoutError?.(error));
    return (
      <>
        <p data-testid="member">{member ? member.loginEmail : 'visitor'}</p>
        <p data-testid="in">{String(loggedIn)}</p>
        <button onClick={() => void login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })}>login</button>
        <button onClick={() => void logOut()}>logout</button>
      </>
    );
  }

  it('logout drops the member\'s data at once, watched or not: the next person never renders it', async () => {
    const client = makeClient();
    const { queryClient: qc } = renderWith(client, <Account />);
    await act(async () => fireEvent.click(screen.getByText('login')));
    await waitFor(() => expect(screen.getByTestId('member').textContent).toBe(DEMO_MEMBER.email));
    // a query no component watches any more (e.g. a past checkout page's)
    qc.setQueryData(['sitekit', 'checkout', 'c1'], { buyerInfo: { email: DEMO_MEMBER.email } });
    await act(async () => fireEvent.click(screen.getByText('logout')));
    await waitFor(() => expect(screen.getByTestId('in').textContent).toBe('false'));
    expect(qc.getQueryData(['sitekit', 'checkout', 'c1'])).toBeUndefined();
    expect(JSON.stringify(qc.getQueryCache().getAll().map((q) => q.state.data))).not.toContain(DEMO_MEMBER.email);
    expect(screen.getByTestId('member').textContent).toBe('visitor');
  });

  it('a logout whose hosted-logout request fails still drops the member\'s data (the session is cleared all the same)', async () => {
    const client = makeClient();
    let failure: unknown;
    const { queryClient: qc } = renderWith(client, <Account onLogoutError={(error) => (failure = error)} />);
    await act(async () => fireEvent.click(screen.getByText('login')));
    await waitFor(() => expect(screen.getByTestId('member').textContent).toBe(DEMO_MEMBER.email));
    platform.emulator.faults.add({ route: 'POST /_api/redirects-api/v1/redirect-session', status: 500 });
    await act(async () => fireEvent.click(screen.getByText('logout')));
    await waitFor(() => expect(failure).toMatchObject({ status: 500 }));
    expect(client.auth.loggedIn()).toBe(false);
    await waitFor(() => expect(screen.getByTestId('in').textContent).toBe('false'));
    expect(JSON.stringify(qc.getQueryCache().getAll().map((q) => q.state.data))).not.toContain(DEMO_MEMBER.email);
    expect(screen.getByTestId('member').textContent).toBe('visitor');
  });
});
