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

  it('drops the oldest entries once the buffer is over its size (UTF-8 bytes)', () => {
    const logs = createLogBuffer(() => 0, 1_024_000);
    const line = 'x'.repeat(100_000);
    for (let i = 0; i < 12; i += 1) logs.add('warn', `${i}${line}`);
    const kept = logs.read();
    expect(kept).toHaveLength(10);
    expect(kept[0]!.text.startsWith('2x')).toBe(true);
    expect(kept.reduce((n, e) => n + e.text.length, 0)).toBeLessThanOrEqual(1_024_000);
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
