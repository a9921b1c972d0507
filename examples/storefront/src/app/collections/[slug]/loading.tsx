import { ListingLoading } from '@/components/loading-states';

export default function Loading() {
  return <ListingLoading />;
}
