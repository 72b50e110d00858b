import { Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { selectConfig } from '../../../../slices';
import type { SocialProvider } from '../../../core/options';
import { Avatar } from '../../components/Avatar';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { useGateSelector } from '../../context';
import { usePrerendering } from '../../prerender';
import { lazyView, type PreloadableView } from '../lazyView';
import { socialsLayout } from './socialsLayout';

/**
 * Connect's email and social sections load with the embedded views' chunk just after Connect is first shown:
 * they and the embedded wallet stay out of the first bundle. Each holds its place while loading with its final rows
 * (the same elements and classes, unseen), so nothing in the dialog moves when it arrives; one that cannot load
 * (offline) leaves Connect without it, and the next opening tries again.
 */
function slot(part: PreloadableView, Placeholder: () => ReactElement | null): () => ReactElement {
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
    if (!shown) return <Placeholder />;
    const Part = part;
    return (
      <ChunkBoundary fallback={() => null}>
        <Suspense fallback={<Placeholder />}>
          <Part />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

/** Unseen, unreachable, and left out of the accessibility tree: it only holds the section's size. */
function Skeleton({ children }: { children: ReactNode }): ReactElement {
  return (
    <div className="wg-skeleton" aria-hidden="true" inert>
      {children}
    </div>
  );
}

/** The email section's rows: its field and its button (src/ui/views/Embedded/ConnectSections.tsx). */
function EmailPlaceholder(): ReactElement {
  return (
    <Skeleton>
      <div className="wg-em-form">
        <input className="wg-em-input" tabIndex={-1} readOnly />
        <button type="button" className="wg-button" tabIndex={-1}>
          &nbsp;
        </button>
      </div>
    </Skeleton>
  );
}

const NO_SOCIALS: SocialProvider[] = [];

/** The social section's rows: one per inline provider, and "Other social" when there are more (none: nothing). */
function SocialPlaceholder(): ReactElement | null {
  const socials = useGateSelector((state) => selectConfig(state)?.features.socials ?? NO_SOCIALS);
  if (socials.length === 0) return null;
  const { inline, more } = socialsLayout(socials);
  return (
    <Skeleton>
      <div className="wg-section">
        <ul className="wg-list">
          {[...inline, ...(more ? ['…'] : [])].map((name) => (
            <li key={name}>
              <button type="button" className="wg-item" tabIndex={-1}>
                <Avatar name={name} />
                <span className="wg-item-name">&nbsp;</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Skeleton>
  );
}

const sections = () => import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/ConnectSections');
export const EmailSectionSlot = slot(lazyView(() => sections().then((m) => m.EmailSection)), EmailPlaceholder);
export const SocialSectionSlot = slot(lazyView(() => sections().then((m) => m.SocialSection)), SocialPlaceholder);
