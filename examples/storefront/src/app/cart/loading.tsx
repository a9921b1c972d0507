import { CartSkeleton } from '@/components/cart-view';

export default function Loading() {
  return (
    <div className="container">
      <h1 style={{ marginTop: 32 }}>Your cart</h1>
      <CartSkeleton />
    </div>
  );
}
