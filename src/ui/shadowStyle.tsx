/**
 * Views' own rules in the modal's shadow root without inline <style> where the browser can (./adoptStyles, issue
 * 20). Where constructable stylesheets are missing (old browsers, jsdom) a <style> element is used, as before.
 */
import { createContext, useContext, useLayoutEffect, type ReactElement } from 'react';
import type { AdoptStyles } from './adoptStyles';

export const AdoptStylesContext = createContext<AdoptStyles | null>(null);

/** A view's own rules (loaded with its chunk): adopted into the shadow root before paint, else a <style>. */
export function ShadowStyle({ css }: { css: string }): ReactElement | null {
  const adopt = useContext(AdoptStylesContext);
  useLayoutEffect(() => adopt?.(css), [adopt, css]);
  return adopt ? null : <style>{css}</style>;
}
