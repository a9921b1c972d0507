import { PanelLoading } from '@/components/loading-states';

export default function Loading() {
  return <PanelLoading />;
}
