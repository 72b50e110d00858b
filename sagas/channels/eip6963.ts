import { buffers, eventChannel } from 'redux-saga';
import { z } from 'zod/mini';
import type { Eip1193Provider } from '../../src/services/providers';

/** EIP-6963 provider info, as a wallet announces it. Anything else on that event is ignored. */
const announcement = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    icon: z.string().check(z.regex(/^data:image\//)),
    rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)),
  }),
  provider: z.custom<Eip1193Provider>((p) => typeof (p as { request?: unknown })?.request === 'function'),
});

export type Announcement = z.infer<typeof announcement>;

/** Wallet announcements as a channel. Requesting them is the caller's job, after it subscribed. */
export function createAnnouncementChannel(win: Window) {
  return eventChannel<Announcement>((emit) => {
    const onAnnounce = (event: Event) => {
      // Any page script can announce: a detail whose getters throw is ignored like any malformed one, never left to
      // escape as a page error. Parsing copies info, so what was checked is what is used.
      let parsed: ReturnType<typeof announcement.safeParse>;
      try {
        parsed = announcement.safeParse((event as CustomEvent).detail);
      } catch {
        return;
      }
      if (parsed.success) emit(parsed.data);
    };
    win.addEventListener('eip6963:announceProvider', onAnnounce);
    return () => win.removeEventListener('eip6963:announceProvider', onAnnounce);
  }, buffers.expanding(8));
}
