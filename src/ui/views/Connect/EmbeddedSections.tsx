import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type * as ConnectSections from '../Embedded/ConnectSections';
import { usePrerendering } from '../../prerender';

type Sections = typeof ConnectSections;

/**
 * Connect's email and social sections load with the embedded views' chunk just after Connect is first shown:
 * they and the embedded wallet stay out of the first bundle. Each holds its place while loading, so nothing jumps.
 */
function slot(pick: (m: Sections) => ComponentType, minHeight: number): () => ReactElement {
  let loaded = false;
  const Section = lazy(() =>
    import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/ConnectSections').then((m) => {
      loaded = true;
      return { default: pick(m) };
    }),
  );
  const placeholder = <div style={{ minHeight }} />;
  return function SectionSlot() {
    // A hidden pre-render does not start the chunk, and when the dialog is shown the chunk is asked for only
    // after that first frame, so its loading never holds the dialog back. Once loaded, it renders at once.
    const prerendering = usePrerendering();
    const [shown, setShown] = useState(loaded);
    useEffect(() => {
      if (shown || prerendering) return undefined;
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }, [shown, prerendering]);
    if (!shown && !loaded) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Section />
      </Suspense>
    );
  };
}

export const EmailSectionSlot = slot((m) => m.EmailSection, 94);
export const SocialSectionSlot = slot((m) => m.SocialSection, 52);
