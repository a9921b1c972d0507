import { ProductLoading } from '@/components/loading-states';

export default function Loading() {
  return <ProductLoading />;
}
