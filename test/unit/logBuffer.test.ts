import { describe, expect, it, jest } from '@jest/globals';
import { createLogBuffer } from '../../src/events/logBuffer';
import { createDeps } from '../../src/deps';

describe('SPEC §9 log buffer (1,024,000 bytes)', () => {
  it('keeps warnings and errors oldest first, an error as its name and message only', () => {
    let now = 100;
    const logs = createLogBuffer(() => now);
    logs.add('warn', '[WalletGate] first');
    now = 200;
    logs.add('error', '[WalletGate] second', new TypeError('bad thing'));
    logs.add('warn', '[WalletGate] third', { token: 'secret' });
    expect(logs.read()).toEqual([
      { at: 100, level: 'warn', text: '[WalletGate] first' },
      { at: 200, level: 'error', text: '[WalletGate] second: TypeError: bad thing' },
      { at: 200, level: 'warn', text: '[WalletGate] third' },
    ]);
  });

  it('holds 1,024,000 bytes of UTF-8: ten entries of 102,400 bytes fit, one byte more drops the oldest', () => {
    const logs = createLogBuffer(() => 0);
    // two ASCII characters and 51,199 two-byte ones: 102,400 bytes in 51,201 characters
    const entry = (tag: string) => `${tag}${'é'.repeat(51_199)}`;
    for (let i = 0; i < 10; i += 1) logs.add('warn', entry(`e${i}`));
    expect(logs.read().map((e) => e.text.slice(0, 2))).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
    logs.add('warn', 'x');
    expect(logs.read().map((e) => e.text.slice(0, 2))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'x']);
  });

  it('refuses one entry larger than the whole buffer, keeping what it held', () => {
    const logs = createLogBuffer(() => 0);
    logs.add('warn', 'kept');
    logs.add('warn', 'y'.repeat(1_024_001));
    expect(logs.read().map((e) => e.text)).toEqual(['kept']);
    logs.add('warn', 'y'.repeat(1_024_000 - 4));
    expect(logs.read().map((e) => e.text.length)).toEqual([4, 1_023_996]);
  });

  it('an instance keeps what its logger was given, whatever logger the site passed', () => {
    const seen: string[] = [];
    const deps = createDeps({ logger: { warn: (m) => void seen.push(m), error: (m) => void seen.push(m) } });
    deps.logger.warn('[WalletGate] something to know');
    expect(seen).toEqual(['[WalletGate] something to know']);
    expect(deps.logs!.read().map((e) => e.text)).toEqual(['[WalletGate] something to know']);
  });
});

describe('SPEC §9 an instance: getLogs() and the max-listeners warning', () => {
  it('an eleventh listener of one event is warned of, and the warning is in getLogs()', async () => {
    const { createWalletGate } = await import('../../src/index');
    const { testOptions } = await import('../helpers/makeTestStore');
    const warn = jest.fn();
    const gate = createWalletGate(testOptions({ headless: true, features: { analytics: false } }), { logger: { warn, error: jest.fn() } });
    for (let i = 0; i < 11; i += 1) gate.on('MODAL_OPEN', () => undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(gate.getLogs()).toEqual([
      { at: expect.any(Number), level: 'warn', text: expect.stringContaining('11 listeners of MODAL_OPEN (more than 10)') },
    ]);
    gate.destroy();
  });
});
