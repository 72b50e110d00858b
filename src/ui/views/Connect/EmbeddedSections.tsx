import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { usePrerendering } from '../../prerender';
import { lazyView, type PreloadableView } from '../lazyView';

/**
 * Connect's email and social sections load with the embedded views' chunk just after Connect is first shown:
 * they and the embedded wallet stay out of the first bundle. Each holds its place while loading, so nothing
 * jumps; one that cannot load (offline) leaves Connect without it, and the next opening tries again.
 */
function slot(part: PreloadableView, minHeight: number): () => ReactElement {
  const placeholder = <div style={{ minHeight }} />;
  return function SectionSlot() {
    // A hidden pre-render does not start the chunk, and when the dialog is shown the chunk is asked for only
    // after that first frame, so its loading never holds the dialog back. Once loaded, it renders at once.
    const prerendering = usePrerendering();
    const [shown, setShown] = useState(part.isLoaded);
    useEffect(() => {
      if (shown || prerendering) return undefined;
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }, [shown, prerendering]);
    if (!shown) return placeholder;
    const Part = part;
    return (
      <ChunkBoundary fallback={() => null}>
        <Suspense fallback={placeholder}>
          <Part />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

const sections = () => import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/ConnectSections');
export const EmailSectionSlot = slot(lazyView(() => sections().then((m) => m.EmailSection)), 94);
export const SocialSectionSlot = slot(lazyView(() => sections().then((m) => m.SocialSection)), 52);
