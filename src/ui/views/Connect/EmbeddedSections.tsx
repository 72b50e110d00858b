import { lazy, Suspense, type ReactElement } from 'react';

/**
 * Connect's email and social sections load in their own small chunk as Connect first renders: they and the
 * embedded wallet stay out of the first bundle. Each holds its place while loading, so nothing jumps.
 */
const load = () => import(/* webpackChunkName: "wg-connect-embedded" */ '../Embedded/ConnectSections');
const Email = lazy(() => load().then((m) => ({ default: m.EmailSection })));
const Social = lazy(() => load().then((m) => ({ default: m.SocialSection })));

export const EmailSectionSlot = (): ReactElement => (
  <Suspense fallback={<div style={{ minHeight: 94 }} />}>
    <Email />
  </Suspense>
);

export const SocialSectionSlot = (): ReactElement => (
  <Suspense fallback={<div style={{ minHeight: 52 }} />}>
    <Social />
  </Suspense>
);
