import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableView = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * React.lazy for a view in its own chunk, plus `preload()` so a control can start fetching the chunk on
 * hover or focus, before the click that navigates there. The import runs once however often it is asked.
 */
export function lazyView(load: () => Promise<ComponentType>): PreloadableView {
  let pending: Promise<ComponentType> | null = null;
  const loadOnce = () => (pending ??= load());
  const view = lazy(() => loadOnce().then((component) => ({ default: component }))) as PreloadableView;
  view.preload = () => loadOnce().catch(() => undefined);
  return view;
}
