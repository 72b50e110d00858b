/**
 * Rules several lazily loaded views share (a waiting ring, a view heading, a secondary button, live regions,
 * small print, a large avatar): each of those views renders them (a <style> in the shadow root, or prepended
 * to its own rules), so they load with the views and stay out of the first bundle.
 */
export const VIEW_STYLES = /* css */ `
.wg-live { display: contents; }
.wg-button-secondary { background: var(--_surface); color: var(--_fg); }
.wg-view-heading { margin: 0; font-size: 17px; font-weight: 600; }
.wg-connecting { position: relative; align-self: center; display: flex; margin-top: 8px; }
.wg-ring {
  position: absolute; inset: -8px; border-radius: 50%; border: 2px solid var(--_surface-hover);
  border-top-color: var(--wg-accent); animation: wg-spin 1s linear infinite;
}
.wg-avatar-lg { width: 72px; height: 72px; border-radius: 22px; font-size: 28px; }
.wg-small { margin: 0; font-size: 13px; }
`;
