/**
 * The pictures of the modal that `npm run pictures` (scripts/pictures.ts) makes from the demo, and that README.md and
 * docs/ show: each view below in each variant, saved as `docs/pictures/<view>-<variant>.png`. The list is its own
 * module, with nothing to start, so a test can check the documents against it without a browser.
 */

/** The views, in the order a visitor meets them on the demo's plug-and-play page. */
export const PICTURE_VIEWS = ['connect', 'all-wallets', 'account', 'networks', 'send'] as const;

/** light and dark on a desktop, a phone (light), and right to left (Arabic, light). */
export const PICTURE_VARIANTS = ['light', 'dark', 'phone', 'rtl'] as const;

export type PictureView = (typeof PICTURE_VIEWS)[number];
export type PictureVariant = (typeof PICTURE_VARIANTS)[number];

/** Where the pictures live, from the repository's root. */
export const PICTURES_DIR = 'docs/pictures';

export const pictureName = (view: PictureView, variant: PictureVariant) => `${view}-${variant}.png`;

/** Every picture the script makes, as paths from the repository's root. */
export const PICTURE_PATHS: readonly string[] = PICTURE_VIEWS.flatMap((view) =>
  PICTURE_VARIANTS.map((variant) => `${PICTURES_DIR}/${pictureName(view, variant)}`),
);
