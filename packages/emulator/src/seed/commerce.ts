/**
 * The demo store: 32 products in 5 collections (plus the built-in "All Products" and the two
 * `hidden-homepage-*` collections the platform's templates read), coupons and a few past orders so
 * that best sellers mean something. Plain JSON, built once from compact rows.
 *
 * Ids are GUID-shaped and stable: products `10000000-0000-4000-8000-0000000000NN`, collections
 * `20000000-…`, variants `30000000-0000-4000-8000-0000000PPPVV` (product PPP, variant VV).
 */
import { ALL_PRODUCTS_COLLECTION_ID, DEFAULT_VARIANT_ID, type StoredMedia, type StoredProduct, type StoredVariant } from '../domains/catalog/types';
import type { StoredCollection } from '../domains/collections/types';
import type { Coupon } from '../domains/coupons/types';
import type { OrderSeed } from '../domains/orders/seed';
import { PRODUCT_ROWS, type ProductRow } from './commerce-products';
import { HOMEPAGE_COLLECTION_ROWS } from './homepage';

const guid = (kind: number, number: number) => `${kind}0000000-0000-4000-8000-${String(number).padStart(12, '0')}`;

/** The demo store's five shop collections (a key products refer to, name, colour, description), in id order. */
export const COLLECTION_ROWS = [
  { key: 'tees', name: 'Tees', color: '#2f3e46', description: 'Everyday tees in organic and combed cotton, cut to last.' },
  { key: 'hoodies', name: 'Hoodies', color: '#354f52', description: 'Fleece, French terry and sherpa for cold mornings and late evenings.' },
  { key: 'accessories', name: 'Accessories', color: '#9c6644', description: 'Bags, hats, socks and small things that make a day easier.' },
  { key: 'home', name: 'Home', color: '#588157', description: 'Handmade ceramics, linens and candles for slow weekends.' },
  { key: 'sale', name: 'Sale', color: '#e63946', description: 'Last chance on a few favourites, while stock lasts.' },
] as const;

const collectionId = (key: string) => guid(2, COLLECTION_ROWS.findIndex((row) => row.key === key) + 1);
/** Hidden home-page collections are numbered after the shelves. */
const homepageCollectionId = (index: number) => guid(2, COLLECTION_ROWS.length + index + 1);

/** The ids of the hidden home-page collections a product (by slug) belongs to. */
const homepageCollectionIds = (slug: string) =>
  HOMEPAGE_COLLECTION_ROWS.flatMap((row, i) => (row.products.includes(slug) ? [homepageCollectionId(i)] : []));

function isoDay(index: number): string {
  return new Date(Date.UTC(2024, 0, 8) + index * 5 * 86_400_000 + index * 3_600_000).toISOString();
}

function combos(row: ProductRow): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const option of row.options ?? []) {
    out = out.flatMap((combo) => option.choices.map(([, description]) => ({ ...combo, [option.name]: description })));
  }
  return out;
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function buildProduct(row: ProductRow, index: number): StoredProduct {
  const number = index + 1;
  const id = guid(1, number);
  const media: StoredMedia[] = [
    { id: `${row.slug}.svg`, title: row.name, altText: row.name, color: row.color, width: 1000, height: 1000 },
    { id: `${row.slug}-detail.svg`, title: `${row.name} — detail`, altText: `${row.name}, close-up`, color: row.color, width: 1000, height: 1000 },
  ];
  const productOptions = (row.options ?? []).map((option) => ({
    optionType: option.type,
    name: option.name,
    choices: option.choices.map(([value, description]) => {
      const mediaIds: string[] = [];
      if (option.type === 'color') {
        const mediaId = `${row.slug}-${slugify(description)}.svg`;
        media.push({ id: mediaId, title: `${row.name} in ${description}`, altText: `${row.name} in ${description}`, color: value, width: 1000, height: 1000 });
        mediaIds.push(mediaId);
      }
      return { value, description, visible: true, mediaIds };
    }),
  }));
  const managed = Array.isArray(row.stock);
  const tracked = row.stock !== 'untracked';
  const productQuantity = typeof row.stock === 'number' ? row.stock : undefined;
  const firstOption = row.options?.[0]?.name;
  const variants: StoredVariant[] = combos(row).map((choices, index) => {
    const quantity = Array.isArray(row.stock) ? row.stock[index] ?? 0 : productQuantity;
    const override = firstOption ? row.variantPrices?.[choices[firstOption] ?? ''] : undefined;
    const suffix = Object.values(choices).map((choice) => slugify(choice).toUpperCase()).join('-');
    return {
      id: Object.keys(choices).length === 0 ? DEFAULT_VARIANT_ID : guid(3, number * 100 + index + 1),
      choices,
      ...(override !== undefined ? { priceCents: override } : {}),
      sku: suffix ? `SK-${String(number).padStart(3, '0')}-${suffix}` : `SK-${String(number).padStart(3, '0')}`,
      weight: row.weight,
      visible: true,
      trackQuantity: tracked,
      ...(tracked ? { quantity: quantity ?? 0 } : {}),
      inStock: tracked ? (quantity ?? 0) > 0 : true,
    };
  });
  const totalQuantity = managed ? (row.stock as number[]).reduce((a, b) => a + b, 0) : productQuantity;
  const date = isoDay(index);
  return {
    id,
    name: row.name,
    slug: row.slug,
    visible: true,
    productType: 'physical',
    description: `<p>${row.description}</p>`,
    sku: `SK-${String(number).padStart(3, '0')}`,
    weight: row.weight,
    currency: 'USD',
    priceCents: row.priceCents,
    costCents: row.costCents,
    ...(row.pricePerUnit ? { pricePerUnitData: row.pricePerUnit } : {}),
    discount: row.discount ?? { type: 'NONE', value: 0 },
    stock: tracked
      ? { trackInventory: true, quantity: totalQuantity ?? 0, inStock: (totalQuantity ?? 0) > 0 }
      : { trackInventory: false, inStock: true },
    ribbon: row.ribbon ?? '',
    brand: row.brand,
    media,
    productOptions,
    manageVariants: managed,
    variants,
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID, ...row.collections.map(collectionId), ...homepageCollectionIds(row.slug)],
    additionalInfoSections: (row.info ?? []).map(([title, description]) => ({ title, description: `<p>${description}</p>` })),
    customTextFields: [],
    seoData: { tags: [] },
    color: row.color,
    createdDate: date,
    lastUpdated: date,
  };
}

function buildCollections(): StoredCollection[] {
  const all: StoredCollection = {
    id: ALL_PRODUCTS_COLLECTION_ID,
    name: 'All Products',
    slug: 'all-products',
    description: 'Everything in the store.',
    visible: true,
    media: { id: 'all-products.svg', title: 'All Products', altText: 'All Products', color: '#3858e9', width: 1000, height: 1000 },
  };
  return [
    all,
    ...COLLECTION_ROWS.map((row, i) => ({
      id: guid(2, i + 1),
      name: row.name,
      slug: row.key,
      description: row.description,
      visible: true,
      media: { id: `collection-${row.key}.svg`, title: row.name, altText: row.name, color: row.color, width: 1000, height: 1000 },
    })),
    ...HOMEPAGE_COLLECTION_ROWS.map((row, i) => ({
      id: homepageCollectionId(i),
      name: row.name,
      slug: row.slug,
      description: row.description,
      visible: true,
      media: { id: `collection-${row.slug}.svg`, title: row.name, altText: row.name, color: row.color, width: 1000, height: 1000 },
    })),
  ];
}

const COUPONS: Coupon[] = [
  { id: '40000000-0000-4000-8000-000000000001', code: 'SAVE10', name: '10% off your order', type: 'PERCENT', value: 10, active: true },
  { id: '40000000-0000-4000-8000-000000000002', code: 'FREESHIP', name: 'Free shipping', type: 'FREE_SHIPPING', value: 0, active: true },
  { id: '40000000-0000-4000-8000-000000000003', code: 'WELCOME5', name: '$5 off orders over $30', type: 'AMOUNT', value: 500, minimumSubtotalCents: 3000, active: true },
];

/** Past orders (best sellers: the crew tee, the mug and the tote). */
const ORDERS: OrderSeed[] = [
  { email: 'ada@example.com', createdDate: '2024-05-02T10:15:00.000Z', items: [{ product: 1, variant: 4, quantity: 3 }, { product: 23, quantity: 1 }] },
  { email: 'grace@example.com', createdDate: '2024-05-09T16:40:00.000Z', items: [{ product: 1, variant: 5, quantity: 1 }, { product: 15, variant: 1, quantity: 2 }] },
  { email: 'linus@example.com', createdDate: '2024-05-20T08:05:00.000Z', items: [{ product: 23, quantity: 3 }, { product: 9, variant: 5, quantity: 1 }] },
  { email: 'margaret@example.com', createdDate: '2024-06-01T12:30:00.000Z', items: [{ product: 1, variant: 2, quantity: 1 }, { product: 15, variant: 2, quantity: 1 }] },
].map((row) => ({
  ...row,
  items: row.items.map((i) => ({
    productId: guid(1, i.product),
    ...(i.variant !== undefined ? { variantId: guid(3, i.product * 100 + i.variant) } : {}),
    quantity: i.quantity,
  })),
}));

const products = PRODUCT_ROWS.map(buildProduct);

/** Seed keys are the commerce domains' names; each domain reads its own. */
export const commerceSeed = {
  catalog: { products },
  collections: { collections: buildCollections() },
  cart: { coupons: COUPONS },
  orders: { orders: ORDERS },
};

/** Handy ids for tests and docs. */
export const demoIds = {
  classicCrewTee: guid(1, 1),
  classicCrewTeeBlackM: guid(3, 104),
  sherpaHoodieOutOfStock: guid(1, 14),
  enamelPinSetUntracked: guid(1, 18),
  ceramicMug: guid(1, 23),
  stonewarePlanter: guid(1, 27),
  teesCollection: guid(2, 1),
  hoodiesCollection: guid(2, 2),
  accessoriesCollection: guid(2, 3),
  homeCollection: guid(2, 4),
  saleCollection: guid(2, 5),
  homepageFeaturedCollection: guid(2, 6),
  homepageCarouselCollection: guid(2, 7),
  allProductsCollection: ALL_PRODUCTS_COLLECTION_ID,
} as const;
