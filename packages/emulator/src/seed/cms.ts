/**
 * The demo store's CMS content in data collections: `Pages` (slug, title, rich-text body, SEO as an
 * object and as the `seoTitle`/`seoDescription` fields the platform's templates read), `Menus` (a
 * multi-reference to `Pages`; our `header`/`footer` and the templates' `next-js-frontend-header-menu`/
 * `next-js-frontend-footer-menu`), `Banners` (the home hero) and `FAQ` (shown on product
 * pages). Everyone reads them; only an API key writes. `GuestBook` is member-authored: members add
 * entries and change only their own.
 */
import type { DataSeed } from '../domains/data';

const day = (iso: string) => ({ $date: `${iso}T09:00:00.000Z` });
const sys = (id: string, iso: string) => ({ _id: id, _createdDate: day(iso), _updatedDate: day(iso) });

const page = (id: string, slug: string, title: string, body: string, description: string, iso = '2024-01-10') => ({
  ...sys(id, iso), slug, title, body, seo: { title: `${title} | SiteKit Demo Store`, description },
  seoTitle: `${title} | SiteKit Demo Store`, seoDescription: description, publishedDate: day(iso),
});

const menu = (id: string, slug: string, title: string) => ({ ...sys(id, '2024-01-10'), slug, title });
const HEADER_PAGES = ['page-about', 'page-shipping', 'page-care'];
const FOOTER_PAGES = ['page-about', 'page-shipping', 'page-privacy', 'page-terms'];

const PAGES = [
  page('page-about', 'about', 'About us', '<h2>Made to last</h2><p>We are a small team making everyday clothes and homeware in organic materials. Every piece is designed to be worn and used for years.</p><p>Our workshop is powered by renewable energy and we ship in recycled packaging.</p>', 'Who we are and how we make our clothes and homeware.'),
  page('page-shipping', 'shipping-returns', 'Shipping & returns', '<h2>Shipping</h2><p>Orders ship within 2 business days. Standard delivery takes 3–5 days; express takes 1–2.</p><h2>Returns</h2><p>Return anything unworn within 30 days for a full refund.</p>', 'Delivery times, costs and our 30-day returns.'),
  page('page-care', 'care-guide', 'Care guide', '<h2>Washing</h2><p>Wash cotton cold and inside out; dry flat. Ceramics are dishwasher safe.</p>', 'How to care for cotton, fleece and ceramics.', '2024-02-01'),
  page('page-privacy', 'privacy', 'Privacy policy', '<p>We keep only what we need to ship your order and never sell your data.</p>', 'How we handle your personal data.'),
  page('page-terms', 'terms', 'Terms of service', '<p>By placing an order you agree to these terms.</p>', 'The terms that apply to orders.'),
];

const FAQ_ROWS: [string, string, string][] = [
  ['shipping', 'How long does shipping take?', 'Standard delivery takes 3–5 business days; express takes 1–2.'],
  ['shipping', 'Do you ship internationally?', 'Yes, to the EU, the UK, the US and Canada.'],
  ['returns', 'Can I return an item?', 'Yes: anything unworn within 30 days, free of charge.'],
  ['returns', 'When do I get my refund?', 'Within 5 business days of the return reaching us.'],
  ['sizing', 'How do your sizes run?', 'True to size; between sizes, size up for a relaxed fit.'],
  ['care', 'How do I wash organic cotton?', 'Cold, inside out, and dry flat to keep the shape.'],
];

/** The seed's `data` entry: the `Pages`, `Menus`, `Banners`, `FAQ` and `GuestBook` collections described above, with their items. */
export const cmsSeed: { data: DataSeed } = {
  data: {
    collections: [
      {
        id: 'Pages', permissions: { read: 'ANYONE', write: 'ADMIN' },
        fields: [
          { key: 'slug', type: 'text' }, { key: 'title', type: 'text' }, { key: 'body', type: 'rich-text' }, { key: 'seo', type: 'object' },
          { key: 'seoTitle', type: 'text' }, { key: 'seoDescription', type: 'text' }, { key: 'publishedDate', type: 'date' },
        ],
        items: PAGES,
      },
      {
        id: 'Menus', permissions: { read: 'ANYONE', write: 'ADMIN' },
        fields: [{ key: 'slug', type: 'text' }, { key: 'title', type: 'text' }, { key: 'pages', type: 'multi-reference', referencedCollectionId: 'Pages' }],
        items: [
          menu('menu-header', 'header', 'Main menu'), menu('menu-footer', 'footer', 'Footer'),
          menu('menu-next-header', 'next-js-frontend-header-menu', 'Header menu'), menu('menu-next-footer', 'next-js-frontend-footer-menu', 'Footer menu'),
        ],
        references: [
          { field: 'pages', from: 'menu-header', to: HEADER_PAGES },
          { field: 'pages', from: 'menu-footer', to: FOOTER_PAGES },
          { field: 'pages', from: 'menu-next-header', to: HEADER_PAGES },
          { field: 'pages', from: 'menu-next-footer', to: FOOTER_PAGES },
        ],
      },
      {
        id: 'Banners', permissions: { read: 'ANYONE', write: 'ADMIN' },
        fields: [{ key: 'title', type: 'text' }, { key: 'subtitle', type: 'text' }, { key: 'image', type: 'image' }, { key: 'link', type: 'text' }, { key: 'active', type: 'boolean' }, { key: 'order', type: 'number' }],
        items: [
          { ...sys('banner-autumn', '2024-09-01'), title: 'The autumn layers are here', subtitle: 'Fleece, French terry and sherpa for cold mornings.', image: 'wix:image://v1/hoodies.svg/hoodies.svg#originWidth=1000&originHeight=1000', link: '/collections/hoodies', active: true, order: 1 },
          { ...sys('banner-sale', '2024-06-01'), title: 'Last chance', subtitle: 'A few favourites, while stock lasts.', link: '/collections/sale', active: false, order: 2 },
        ],
      },
      {
        id: 'FAQ', permissions: { read: 'ANYONE', write: 'ADMIN' },
        fields: [{ key: 'question', type: 'text' }, { key: 'answer', type: 'text' }, { key: 'topic', type: 'text' }, { key: 'order', type: 'number' }],
        items: FAQ_ROWS.map(([topic, question, answer], i) => ({ ...sys(`faq-${i + 1}`, '2024-01-10'), topic, question, answer, order: i + 1 })),
      },
      {
        id: 'GuestBook', permissions: { read: 'ANYONE', write: 'MEMBER_AUTHOR' },
        fields: [{ key: 'message', type: 'text' }, { key: 'rating', type: 'number' }, { key: 'tags', type: 'array' }, { key: 'visitedOn', type: 'date' }, { key: 'likes', type: 'number' }],
        items: [],
      },
    ],
  },
};
