import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is downloaded the first time it opens, not with its page (the metrics
 * dialog brings recharts, the credentials screens their forms; docs/performance.md). Once loaded
 * it stays mounted, so it closes with its own animation and opens again at once.
 */
export function onDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function OnDemand(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
