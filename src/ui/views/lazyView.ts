import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface PreloadableView<P extends object = object> {
  (props: P): ReactElement;
  /** starts fetching the chunk (on hover or focus, before the click that shows it) */
  preload(): Promise<unknown>;
  /** whether the chunk has arrived, so the component renders without suspending */
  isLoaded(): boolean;
}

/** Parts whose load failed: a retry gives each a fresh React.lazy (one that failed keeps failing by design). */
const failed = new Set<() => void>();

/** Lets every part whose chunk failed to load ask for it again on its next render (ChunkBoundary's "Try again"). */
export function retryFailedLoads(): void {
  for (const renew of [...failed]) renew();
  failed.clear();
}

/**
 * A component in its own chunk (React.lazy underneath). The import runs once however often it is asked. A load
 * that failed (offline, a deploy in between) is not remembered by preload, and after retryFailedLoads() the
 * next render asks for the chunk again, where a plain React.lazy would repeat the failure for good.
 */
export function lazyView<P extends object = object>(load: () => Promise<ComponentType<P>>): PreloadableView<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fresh = () => lazy(() => loadOnce().then((component) => ({ default: component })));
  let current = fresh();
  const renew = () => {
    if (!loaded) current = fresh();
  };
  const loadOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        failed.add(renew);
        throw error;
      },
    ));
  function View(props: P): ReactElement {
    // Chosen once per mount: the component itself when already loaded (no suspending), else the React.lazy.
    const [type] = useState<ComponentType<P>>(() => loaded ?? current);
    return createElement(type, props);
  }
  View.preload = () => loadOnce().catch(() => undefined);
  View.isLoaded = () => loaded !== null;
  return View;
}
