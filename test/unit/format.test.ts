import { formatFiat } from '../../src/core/format';
import { describeSandbox } from '../../sandbox/description';
import { sandboxPorts } from '../../sandbox/ports';

describe('fiat values (SPEC §9)', () => {
  it('shows a testnet balance as $0.00 whatever its price', () => {
    expect(formatFiat(30_000_000, true)).toBe('$0.00');
  });

  it('shows other networks at their value, two decimals with en-US grouping', () => {
    expect(formatFiat(30_000_000, false)).toBe('$30,000,000.00');
    expect(formatFiat(0.126, false)).toBe('$0.13');
  });

  it("declares the sandbox chains as non-testnets, so the demo shows the sandbox price table's values", () => {
    const { networks } = describeSandbox(sandboxPorts(20_000), null);
    expect(networks.length).toBeGreaterThan(0);
    expect(networks.every((n) => n.testnet === false)).toBe(true);
  });
});
