import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/checkout.ts', 'src/current-cart.ts', 'src/cart.ts', 'src/orders.ts', 'src/back-in-stock-notifications.ts', 'src/recommendations.ts', 'src/checkout-url.ts']);
