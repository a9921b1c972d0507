import { useEffect, useState } from 'react';

/** The console's location: the hash after `#/`, split into segments (`#/requests/12` → `['requests', '12']`). */
export function useHashRoute(): string[] {
  const read = () => window.location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const onChange = () => setRoute(read());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

/** Goes to a console location (`navigate('requests', '12')`). */
export function navigate(...segments: string[]): void {
  window.location.hash = `#/${segments.map(encodeURIComponent).join('/')}`;
}
