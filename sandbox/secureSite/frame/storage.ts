/** What the frame keeps in its own origin's storage: the device id and the session token (localStorage,
 * so a fresh browser profile is an unknown device) and the current chain (sessionStorage, per tab).
 * Storage can be blocked in a frame; memory stands in then. */
const KEYS = { device: 'walletgate-frame:device', session: 'walletgate-frame:session', chain: 'walletgate-frame:chain' } as const;

function area(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = window[kind];
    storage.getItem(KEYS.device);
    return storage;
  } catch {
    return undefined;
  }
}

export class Slot {
  private memory: string | null = null;
  constructor(
    private readonly storage: Storage | undefined,
    private readonly key: string,
  ) {}

  get(): string | null {
    try {
      return this.storage ? this.storage.getItem(this.key) : this.memory;
    } catch {
      return this.memory;
    }
  }

  set(value: string | null): void {
    this.memory = value;
    try {
      if (value === null) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, value);
    } catch {
      // memory keeps it
    }
  }
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface FrameStorage {
  deviceId: string;
  session: Slot;
  chain: Slot;
}

export function openStorage(): FrameStorage {
  const local = area('localStorage');
  const device = new Slot(local, KEYS.device);
  let deviceId = device.get();
  if (!deviceId) {
    deviceId = randomId();
    device.set(deviceId);
  }
  return { deviceId, session: new Slot(local, KEYS.session), chain: new Slot(area('sessionStorage'), KEYS.chain) };
}
