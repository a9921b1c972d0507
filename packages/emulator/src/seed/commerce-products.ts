/**
 * The demo store's catalogue as compact rows; `commerce.ts` expands them into stored products.
 * Prices are in cents. Stock: a number per variant (in choice-combination order) or for the product.
 */

/** One product of the demo catalogue as a compact row, which `commerce.ts` expands into a stored product. */
export interface ProductRow {
  name: string;
  slug: string;
  collections: string[];
  brand: string;
  priceCents: number;
  costCents: number;
  color: string;
  description: string;
  ribbon?: string;
  discount?: { type: 'AMOUNT' | 'PERCENT'; value: number };
  options?: { name: string; type: 'color' | 'drop_down'; choices: [string, string][] }[];
  /** Per-variant stock (managed variants) in combination order; a number for untracked-variant products. */
  stock?: number[] | number | 'untracked';
  /** Absolute price per choice description of the first option (cents). */
  variantPrices?: Record<string, number>;
  weight: number;
  pricePerUnit?: { totalQuantity: number; totalMeasurementUnit: string; baseQuantity: number; baseMeasurementUnit: string };
  info?: [string, string][];
}

const SIZES: [string, string][] = [['S', 'S'], ['M', 'M'], ['L', 'L'], ['XL', 'XL']];
const size = { name: 'Size', type: 'drop_down' as const, choices: SIZES };
const colors = (...pairs: [string, string][]) => ({ name: 'Color', type: 'color' as const, choices: pairs.map(([hex, name]) => [hex, name] as [string, string]) });

const TEE_CARE: [string, string] = ['Care', 'Machine wash cold with like colours. Tumble dry low. Do not iron the print.'];
const RETURNS: [string, string] = ['Returns', 'Free returns within 30 days of delivery, unworn and with tags attached.'];

/** The 32 products of the demo catalogue, as compact rows. */
export const PRODUCT_ROWS: ProductRow[] = [
  // Tees
  { name: 'Classic Crew Tee', slug: 'classic-crew-tee', collections: ['tees'], brand: 'Northbound Supply', priceCents: 2500, costCents: 900, color: '#2f3e46', ribbon: 'New', weight: 0.2,
    description: 'Our everyday crew-neck in 180 gsm combed cotton. A little structured, never boxy, and soft from the first wear.',
    options: [size, colors(['#1b1b1b', 'Black'], ['#f4f4f0', 'White'], ['#9ea3a8', 'Heather Grey'])],
    stock: [12, 8, 5, 9, 14, 10, 7, 3, 11, 6, 4, 0], info: [TEE_CARE, RETURNS] },
  { name: 'Organic Pocket Tee', slug: 'organic-pocket-tee', collections: ['tees'], brand: 'Fernhill', priceCents: 2900, costCents: 1100, color: '#6b705c', weight: 0.21,
    description: 'GOTS-certified organic cotton with a chest pocket and a relaxed drop shoulder. Garment-dyed for a lived-in colour.',
    options: [size, colors(['#d8c3a5', 'Sand'], ['#6b705c', 'Olive'], ['#22313f', 'Navy'])],
    stock: [4, 6, 6, 2, 5, 9, 7, 3, 0, 4, 5, 1], info: [TEE_CARE] },
  { name: 'Vintage Wash Tee', slug: 'vintage-wash-tee', collections: ['tees', 'sale'], brand: 'Common Thread', priceCents: 3200, costCents: 1000, color: '#b56576', ribbon: 'Sale', weight: 0.2,
    discount: { type: 'PERCENT', value: 20 },
    description: 'Stone-washed for that faded, twenty-summers-old look. Slightly cropped body, rolled sleeves.',
    options: [size], stock: [5, 8, 8, 3], info: [TEE_CARE, RETURNS] },
  { name: 'Long Sleeve Henley', slug: 'long-sleeve-henley', collections: ['tees'], brand: 'Northbound Supply', priceCents: 3800, costCents: 1400, color: '#a68a64', weight: 0.28,
    description: 'A three-button henley in slub jersey with ribbed cuffs. Layers under a flannel, stands on its own in spring.',
    options: [size, colors(['#e8dcc4', 'Oatmeal'], ['#36454f', 'Charcoal'])], stock: [3, 4, 6, 5, 7, 2, 2, 6] },
  { name: 'Mountain Dawn Graphic Tee', slug: 'mountain-dawn-graphic-tee', collections: ['tees'], brand: 'Tidewater Goods', priceCents: 2800, costCents: 950, color: '#e07a5f', weight: 0.2,
    description: 'Water-based screen print of a sunrise over the ridge line, printed by hand in small batches.',
    options: [size], stock: [6, 10, 9, 4], info: [TEE_CARE] },
  { name: 'Striped Breton Tee', slug: 'striped-breton-tee', collections: ['tees'], brand: 'Common Thread', priceCents: 3400, costCents: 1200, color: '#3d5a80', weight: 0.24,
    description: 'The sailor classic: heavy cotton, boat neck, navy stripes on ecru. Cut a touch longer in the body.',
    options: [size], stock: [2, 5, 5, 1] },
  { name: 'Performance Running Tee', slug: 'performance-running-tee', collections: ['tees'], brand: 'Tidewater Goods', priceCents: 3000, costCents: 1150, color: '#118ab2', weight: 0.15,
    description: 'Recycled polyester mesh that wicks, dries fast and has reflective tabs for early-morning miles.',
    options: [size, colors(['#118ab2', 'Ocean'], ['#ef476f', 'Coral'])], stock: [5, 5, 5, 5, 3, 3, 3, 3] },
  { name: "Kids' Rainbow Tee", slug: 'kids-rainbow-tee', collections: ['tees'], brand: 'Fernhill', priceCents: 1800, costCents: 600, color: '#ffd166', weight: 0.1,
    description: 'Soft organic cotton for small people, with a hand-drawn rainbow that survives the washing machine.',
    options: [{ name: 'Size', type: 'drop_down', choices: [['2T', '2T'], ['4T', '4T'], ['6', '6'], ['8', '8']] }], stock: [4, 6, 6, 3] },
  // Hoodies
  { name: 'Essential Pullover Hoodie', slug: 'essential-pullover-hoodie', collections: ['hoodies'], brand: 'Northbound Supply', priceCents: 5800, costCents: 2200, color: '#354f52', weight: 0.6,
    description: 'Brushed-back fleece, a double-layer hood and a kangaroo pocket deep enough for a paperback.',
    options: [size, colors(['#1b1b1b', 'Black'], ['#2d6a4f', 'Forest'], ['#b7410e', 'Rust'])],
    stock: [3, 5, 4, 2, 6, 8, 5, 2, 0, 3, 2, 1], info: [RETURNS] },
  { name: 'Zip-Up Fleece Hoodie', slug: 'zip-up-fleece-hoodie', collections: ['hoodies'], brand: 'Tidewater Goods', priceCents: 6800, costCents: 2600, color: '#5e548e', weight: 0.65,
    description: 'Full-length YKK zip, split pouch pockets and a fleece lining that takes the edge off a cold morning.',
    options: [size], stock: [4, 6, 5, 2] },
  { name: 'Heavyweight Hoodie', slug: 'heavyweight-hoodie', collections: ['hoodies'], brand: 'Common Thread', priceCents: 7800, costCents: 3000, color: '#264653', ribbon: 'New', weight: 0.9,
    description: '480 gsm loopback cotton, boxy fit, no drawcords. Built to last a decade of weekends.',
    options: [size, colors(['#264653', 'Deep Teal'], ['#e9c46a', 'Mustard'])], stock: [2, 3, 3, 1, 2, 2, 2, 0] },
  { name: 'Cropped Hoodie', slug: 'cropped-hoodie', collections: ['hoodies', 'sale'], brand: 'Fernhill', priceCents: 5400, costCents: 1900, color: '#e5989b', ribbon: 'Sale', weight: 0.5,
    discount: { type: 'PERCENT', value: 15 },
    description: 'A cropped, relaxed hoodie in organic French terry with raw-edge hems.',
    options: [size], stock: [3, 4, 4, 2] },
  { name: 'Quarter-Zip Sweatshirt', slug: 'quarter-zip-sweatshirt', collections: ['hoodies'], brand: 'Northbound Supply', priceCents: 6200, costCents: 2300, color: '#6d597a', weight: 0.55,
    description: 'A sweatshirt with a stand collar and a metal quarter zip. Smart enough for the office, soft enough for the sofa.',
    options: [size], stock: [2, 5, 5, 3] },
  { name: 'Sherpa-Lined Hoodie', slug: 'sherpa-lined-hoodie', collections: ['hoodies'], brand: 'Tidewater Goods', priceCents: 8900, costCents: 3500, color: '#7f5539', weight: 1.0,
    description: 'Our warmest hoodie, lined with plush recycled sherpa. Back in the autumn; sign up to hear when it returns.',
    stock: 0 },
  // Accessories
  { name: 'Canvas Tote Bag', slug: 'canvas-tote-bag', collections: ['accessories'], brand: 'Common Thread', priceCents: 2200, costCents: 700, color: '#ddb892', weight: 0.3,
    description: '12 oz natural canvas with an inside pocket and long handles that sit comfortably on the shoulder.',
    options: [colors(['#ede0d4', 'Natural'], ['#1b1b1b', 'Black'])], stock: [20, 15] },
  { name: 'Wool Beanie', slug: 'wool-beanie', collections: ['accessories'], brand: 'Northbound Supply', priceCents: 2400, costCents: 800, color: '#9c6644', weight: 0.1,
    description: 'A ribbed merino-blend beanie with a deep cuff. Warm, breathable, and not itchy.',
    options: [colors(['#9c6644', 'Camel'], ['#22313f', 'Navy'], ['#9e2a2b', 'Brick'])], stock: [8, 12, 6] },
  { name: 'Leather Card Wallet', slug: 'leather-card-wallet', collections: ['accessories'], brand: 'Ember & Oak', priceCents: 4500, costCents: 1500, color: '#7f4f24', weight: 0.05,
    description: 'Vegetable-tanned leather, four card slots and a centre pocket. It will darken beautifully with use.',
    stock: 25 },
  { name: 'Enamel Pin Set', slug: 'enamel-pin-set', collections: ['accessories'], brand: 'Tidewater Goods', priceCents: 1200, costCents: 300, color: '#f4a261', weight: 0.03,
    description: 'Three hard-enamel pins — a wave, a pine and a crescent moon — on a recycled card.',
    stock: 'untracked' },
  { name: 'Everyday Baseball Cap', slug: 'everyday-baseball-cap', collections: ['accessories'], brand: 'Northbound Supply', priceCents: 2600, costCents: 850, color: '#344e41', weight: 0.09,
    description: 'Unstructured six-panel cap in washed cotton twill with a brass buckle strap.',
    options: [colors(['#344e41', 'Pine'], ['#e9edc9', 'Stone'], ['#1b1b1b', 'Black'])], stock: [10, 7, 9] },
  { name: 'Stainless Water Bottle', slug: 'stainless-water-bottle', collections: ['accessories', 'sale'], brand: 'Tidewater Goods', priceCents: 3200, costCents: 1000, color: '#2a9d8f', ribbon: 'Sale', weight: 0.35,
    discount: { type: 'AMOUNT', value: 5 },
    description: 'Double-walled, keeps drinks cold for 24 hours and hot for 12. 750 ml, fits most cup holders.',
    options: [colors(['#2a9d8f', 'Lagoon'], ['#e76f51', 'Terracotta'], ['#f1faee', 'Chalk'])], stock: [14, 9, 11] },
  { name: 'Recycled Canvas Backpack', slug: 'recycled-canvas-backpack', collections: ['accessories'], brand: 'Common Thread', priceCents: 8500, costCents: 3300, color: '#495057', ribbon: 'New', weight: 0.8,
    description: 'A 20-litre roll-top made from recycled bottles, with a padded laptop sleeve and a water-resistant base.',
    stock: 7 },
  { name: 'Merino Wool Socks (3-Pack)', slug: 'merino-wool-socks-3-pack', collections: ['accessories'], brand: 'Fernhill', priceCents: 1900, costCents: 650, color: '#bc6c25', weight: 0.12,
    description: 'Cushioned merino socks in three heathered colours. Temperature-regulating and naturally odour-resistant.',
    options: [{ name: 'Size', type: 'drop_down', choices: [['S/M', 'S/M'], ['L/XL', 'L/XL']] }], stock: [18, 22] },
  // Home
  { name: 'Ceramic Pour-Over Mug', slug: 'ceramic-pour-over-mug', collections: ['home'], brand: 'Ember & Oak', priceCents: 1800, costCents: 550, color: '#cb997e', weight: 0.4,
    description: 'Wheel-thrown stoneware with a speckled glaze, 350 ml. Every one is a little different.',
    stock: 30 },
  { name: 'Linen Throw Pillow', slug: 'linen-throw-pillow', collections: ['home'], brand: 'Fernhill', priceCents: 4200, costCents: 1500, color: '#a5a58d', weight: 0.5,
    description: 'Stonewashed European linen cover with a feather-down insert. 50 × 50 cm, hidden zip.',
    options: [colors(['#a5a58d', 'Sage'], ['#ffe8d6', 'Blush'], ['#6b705c', 'Moss'])], stock: [6, 4, 5] },
  { name: 'Hand-Poured Soy Candle', slug: 'hand-poured-soy-candle', collections: ['home'], brand: 'Ember & Oak', priceCents: 2800, costCents: 800, color: '#d4a373', weight: 0.45,
    description: 'A 45-hour soy candle with a cotton wick, poured by hand into a reusable amber jar.',
    options: [{ name: 'Scent', type: 'drop_down', choices: [['Cedar & Smoke', 'Cedar & Smoke'], ['Fig Leaf', 'Fig Leaf'], ['Sea Salt', 'Sea Salt']] }], stock: [9, 0, 12] },
  { name: 'Waffle Knit Throw Blanket', slug: 'waffle-knit-throw-blanket', collections: ['home', 'sale'], brand: 'Fernhill', priceCents: 9500, costCents: 3800, color: '#b08968', ribbon: 'Sale', weight: 1.2,
    discount: { type: 'PERCENT', value: 10 },
    description: 'A generous 130 × 180 cm throw in honeycomb-weave cotton. Light enough for summer, cosy in winter.',
    stock: 6 },
  { name: 'Stoneware Planter', slug: 'stoneware-planter', collections: ['home'], brand: 'Ember & Oak', priceCents: 3600, costCents: 1200, color: '#588157', weight: 1.5,
    description: 'A matte-glazed planter with a drainage hole and a matching saucer.',
    options: [{ name: 'Size', type: 'drop_down', choices: [['Small', 'Small'], ['Large', 'Large']] }], variantPrices: { Large: 5200 }, stock: [10, 4] },
  { name: 'Cotton Kitchen Towels (Set of 2)', slug: 'cotton-kitchen-towels-set-of-2', collections: ['home'], brand: 'Common Thread', priceCents: 2000, costCents: 600, color: '#8ecae6', weight: 0.25,
    description: 'Absorbent cotton towels with a hanging loop, woven in a classic check.',
    stock: 'untracked' },
  { name: 'Walnut Serving Board', slug: 'walnut-serving-board', collections: ['home'], brand: 'Ember & Oak', priceCents: 6400, costCents: 2400, color: '#5c4033', ribbon: 'New', weight: 1.1,
    description: 'Solid black walnut finished with food-safe oil. For cheese, bread, or simply to look at.',
    stock: 5 },
  { name: 'Glass Carafe Set', slug: 'glass-carafe-set', collections: ['home'], brand: 'Tidewater Goods', priceCents: 4800, costCents: 1700, color: '#90e0ef', weight: 0.9,
    description: 'A one-litre borosilicate carafe with two tumblers that nest upside-down as a lid.',
    stock: 8 },
  { name: 'Scented Reed Diffuser', slug: 'scented-reed-diffuser', collections: ['home', 'sale'], brand: 'Ember & Oak', priceCents: 3400, costCents: 1000, color: '#9d8189', ribbon: 'Sale', weight: 0.4,
    discount: { type: 'PERCENT', value: 25 },
    description: 'Bergamot, vetiver and a little black pepper, with rattan reeds that last about three months.',
    stock: 11 },
  { name: 'Morning Roast Coffee Beans', slug: 'morning-roast-coffee-beans', collections: ['home'], brand: 'Northbound Supply', priceCents: 1600, costCents: 700, color: '#6f4518', weight: 0.34,
    description: 'A medium roast from a single farm in Huila, Colombia: milk chocolate, red apple and a long, sweet finish. 340 g.',
    pricePerUnit: { totalQuantity: 340, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' },
    stock: 40 },
];
