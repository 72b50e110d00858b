/**
 * Polkadot extensions through `window.injectedWeb3`: the raw interface polkadot-js extensions inject at
 * document start, `injectedWeb3[key] = { version, enable(origin) }`. There is no event for it: the page's entries are
 * read when the channel opens and again once the page has loaded (an extension injecting late). Every entry is
 * checked with zod; a malformed one, or one whose getters throw, is ignored.
 */
import { buffers, eventChannel } from 'redux-saga';
import { extensionName, polkadotConnectorId } from '../../src/core/polkadot';
import { extensionKey, injectedExtensionSchema } from '../../src/core/polkadotSchemas';
import type { InjectedExtension } from '../../src/services/chains/polkadot';

export interface InjectedWeb3Event {
  id: string;
  name: string;
  icon?: string;
  extension: InjectedExtension;
}

function describe(key: string, value: unknown): InjectedWeb3Event | null {
  try {
    if (!extensionKey.safeParse(key).success) return null;
    const parsed = injectedExtensionSchema.safeParse(value);
    if (!parsed.success) return null;
    const enable = parsed.data.enable.bind(value);
    return {
      id: polkadotConnectorId(key),
      name: parsed.data.name ?? extensionName(key),
      ...(parsed.data.icon ? { icon: parsed.data.icon } : {}),
      extension: { key, enable: (origin) => enable(origin) },
    };
  } catch {
    return null;
  }
}

/** The extensions of `win.injectedWeb3` as a channel: each key once, now and after the page's load event. */
export function createInjectedWeb3Channel(win: Window) {
  return eventChannel<InjectedWeb3Event>((emit) => {
    const seen = new Set<string>();
    const scan = () => {
      let entries: [string, unknown][] = [];
      try {
        const injected = (win as Window & { injectedWeb3?: unknown }).injectedWeb3;
        if (typeof injected === 'object' && injected !== null) entries = Object.entries(injected);
      } catch {
        return;
      }
      for (const [key, value] of entries) {
        if (seen.has(key)) continue;
        const event = describe(key, value);
        if (!event) continue;
        seen.add(key);
        emit(event);
      }
    };
    queueMicrotask(scan);
    win.addEventListener('load', scan);
    return () => win.removeEventListener('load', scan);
  }, buffers.expanding(8));
}
