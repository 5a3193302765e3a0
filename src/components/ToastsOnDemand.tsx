import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { notifications } from '../stores/notifications';

// Radix's toast code is not part of the first page: it loads with the first toast.
const Toasts = lazy(async () => ({ default: (await import('./Toasts')).Toasts }));

/** The toasts' viewport, loaded with the first toast and kept from then on. */
export function ToastsOnDemand() {
  const { items } = useSnapshot(notifications);
  const [used, setUsed] = useState(false);
  useEffect(() => setUsed((u) => u || items.length > 0), [items.length]);
  if (!used && items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
