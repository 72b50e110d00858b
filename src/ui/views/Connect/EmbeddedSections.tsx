import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type * as ConnectSections from '../Embedded/ConnectSections';
import { usePrerendering } from '../../prerender';

type Sections = typeof ConnectSections;

/**
 * Connect's email and social sections load with the embedded views' chunk as Connect is first shown: they and
 * the embedded wallet stay out of the first bundle. Each holds its place while loading, so nothing jumps.
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
    // A hidden pre-render does not start the chunk; once it has loaded, it renders the section too.
    const prerendering = usePrerendering();
    if (prerendering && !loaded) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Section />
      </Suspense>
    );
  };
}

export const EmailSectionSlot = slot((m) => m.EmailSection, 94);
export const SocialSectionSlot = slot((m) => m.SocialSection, 52);
