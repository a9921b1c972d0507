import { wixClient } from '../../lib/wix-client';

export const dynamic = 'force-dynamic';

/** What a failed platform call carries, as the platform's SDK documents its errors. */
interface CallError {
  message: string;
  code?: string;
  status?: number;
  requestId?: string;
}

/**
 * Bookable services, through the platform's own bookings module on the same client as the store's
 * modules. A site without bookings answers with an error; the page shows it as the client threw it.
 */
export default async function BookingsPage() {
  const client = await wixClient();
  try {
    const { items } = await client.services.queryServices().limit(10).find();
    return (
      <section data-testid="bookings">
        <h1>Book a service</h1>
        {items.length === 0 ? <p data-testid="bookings-empty">No services to book yet.</p> : null}
        <ul>
          {items.map((service) => (
            <li key={service._id} data-testid="service">{service.name}</li>
          ))}
        </ul>
      </section>
    );
  } catch (error) {
    const { message, code, status } = error as CallError;
    return (
      <section data-testid="bookings-error" data-code={code} data-status={status}>
        <h1>Book a service</h1>
        <p>Bookings are not available on this site ({message}).</p>
      </section>
    );
  }
}
