import type { SocialProvider } from '../../../core/options';

/** More than this many providers: the first ones inline, the rest behind "Other social". */
const INLINE_SOCIALS = 3;

/**
 * How Connect lays out the site's social providers: those shown inline, and whether "Other social" follows. Shared by
 * the section (loaded with the embedded views) and the placeholder it replaces, so both have the same rows.
 */
export function socialsLayout(socials: readonly SocialProvider[]): { inline: SocialProvider[]; more: boolean } {
  const inline = socials.length > INLINE_SOCIALS ? socials.slice(0, INLINE_SOCIALS - 1) : [...socials];
  return { inline, more: inline.length < socials.length };
}
