import { loadFaq } from '@/lib/cms';
import { serverClient } from '@/lib/server';

/** The shop's FAQ (the `FAQ` collection) under a product; nothing when it cannot be read. */
export async function ProductFaq() {
  const faqs = await loadFaq(await serverClient()).catch(() => []);
  if (!faqs.length) return null;
  return (
    <section className="section" aria-labelledby="faq">
      <div className="section-head">
        <h2 id="faq">Questions and answers</h2>
      </div>
      <div className="info-sections" data-testid="product-faq">
        {faqs.map((faq) => (
          <details key={faq._id}>
            <summary>{faq.question}</summary>
            {faq.answer ? <p>{faq.answer}</p> : null}
          </details>
        ))}
      </div>
    </section>
  );
}
