import { buffers, eventChannel } from 'redux-saga';
import { z } from 'zod/mini';
import type { Eip1193Provider } from '../../src/services/providers';

/**
 * An announced rdns is the wallet's connector id. EIP-6963 asks for reverse DNS, but wallets in the wild announce
 * ids such as "headless-web3-provider", and the common libraries take any string: any id of visible characters
 * (no whitespace, control or invisible format characters, which could make two ids look alike) up to a domain
 * name's length is taken.
 */
const rdnsSchema = z.string().check(z.minLength(1), z.maxLength(253), z.regex(/^[^\s\p{C}]+$/u));

/** EIP-6963 provider info, as a wallet announces it. Anything else on that event is ignored. */
const announcement = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    icon: z.string().check(z.regex(/^data:image\//)),
    rdns: rdnsSchema,
  }),
  provider: z.custom<Eip1193Provider>((p) => typeof (p as { request?: unknown })?.request === 'function'),
});

export type Announcement = z.infer<typeof announcement>;

/** An announcement taken, or refused: who announced (its rdns or name, as far as it reads) and the first field at fault. */
export type AnnouncementEvent = { type: 'announced'; announcement: Announcement } | { type: 'refused'; wallet: string; field: string };

/** A wallet's own words, made safe to print: visible characters only, and not too many. */
const printable = (value: unknown) =>
  // cut by code points, not UTF-16 units: a cut through an emoji would leave half of it, an invisible character
  typeof value === 'string' ? Array.from(value.replace(/[\p{C}]/gu, '')).slice(0, 100).join('') : '';

function refusal(detail: unknown, issues: readonly { path: readonly PropertyKey[] }[]): AnnouncementEvent {
  const info = (detail as { info?: { rdns?: unknown; name?: unknown } } | null)?.info;
  const wallet = printable(info?.rdns) || printable(info?.name) || 'a wallet';
  const field = issues[0]?.path.map(String).join('.') || 'detail';
  return { type: 'refused', wallet, field };
}

/** Wallet announcements as a channel. Requesting them is the caller's job, after it subscribed. */
export function createAnnouncementChannel(win: Window) {
  return eventChannel<AnnouncementEvent>((emit) => {
    const onAnnounce = (event: Event) => {
      // Any page script can announce: a detail whose getters throw is refused like any malformed one, never left to
      // escape as a page error. Parsing copies info, so what was checked is what is used.
      let out: AnnouncementEvent;
      try {
        const detail: unknown = (event as CustomEvent).detail;
        const parsed = announcement.safeParse(detail);
        out = parsed.success ? { type: 'announced', announcement: parsed.data } : refusal(detail, parsed.error.issues);
      } catch {
        out = { type: 'refused', wallet: 'a wallet', field: 'detail' };
      }
      emit(out);
    };
    win.addEventListener('eip6963:announceProvider', onAnnounce);
    return () => win.removeEventListener('eip6963:announceProvider', onAnnounce);
  }, buffers.expanding(8));
}
