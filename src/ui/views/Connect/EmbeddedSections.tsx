import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type * as ConnectSections from '../Embedded/ConnectSections';

type Sections = typeof ConnectSections;

/**
 * Connect's email and social sections load with the embedded views' chunk as Connect first renders: they and
 * the embedded wallet stay out of the first bundle. Each holds its place while loading, so nothing jumps.
 */
function slot(pick: (m: Sections) => ComponentType, minHeight: number): () => ReactElement {
  const Section = lazy(() => import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/ConnectSections').then((m) => ({ default: pick(m) })));
  return () => (
    <Suspense fallback={<div style={{ minHeight }} />}>
      <Section />
    </Suspense>
  );
}

export const EmailSectionSlot = slot((m) => m.EmailSection, 94);
export const SocialSectionSlot = slot((m) => m.SocialSection, 52);
