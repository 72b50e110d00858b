/**
 * A view turns the code the state keeps into the shown locale's words: the state holds `{ code, params }` and no
 * English, so a view that looked its words up by English text would find nothing to look up. German is loaded the
 * way the locale loader loads it (its real locale file), and the toast and the Networks view show German.
 */
import { describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import { connected, localeShown, opened, shown, switchNetworkFailed, switchNetworkRequested } from '../../../slices';
import { registerLocale } from '../../../src/ui/i18n/registry';
import { localeView } from '../../../src/ui/i18n/localize';
import german from '../../../src/ui/i18n/locales/de';
import '../../../slices/locale';
import { NETWORK, configure, useModalUnderTest } from './helpers';
import { connectedTo } from '../../helpers/connection';

const start = useModalUnderTest();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function inGerman() {
  registerLocale('de', localeView('de', german));
  const t = start();
  await t.dispatch(localeShown({ locale: 'de', requested: 'de' }));
  await t.dispatch(configure({ networks: [NETWORK, { ...NETWORK, id: 31338, name: 'Sandbox B', caipNetworkId: 'eip155:31338' }] }));
  return t;
}

describe('an error in the state, shown in the visitor’s language', () => {
  it("§8 'Unsupported chain' on Account's network button: German, though the store names the network in English", async () => {
    const t = await inGerman();
    await t.dispatch(configure({ allowUnsupportedChain: true, enableNetworkSwitch: true }));
    await t.dispatch(connectedTo({ caipNetworkId: 'eip155:999', address: ADDRESS }));
    await t.dispatch(opened({ view: 'Account' }));
    expect(await t.ui.findByRole('button', { name: 'Netzwerk: Nicht unterstütztes Netzwerk' })).toBeTruthy();
    expect(t.ui.queryByText('Unsupported chain')).toBeNull();
  });

  it('a toast with a value: the code’s German words, the value filled in, no English in the state', async () => {
    const t = await inGerman();
    await t.dispatch(opened({ view: 'Connect' }));
    await t.dispatch(shown({ message: { code: 'node.insufficientFunds', params: { symbol: 'ETH' } }, variant: 'error' }));
    const alert = t.ui.getAllByRole('alert').find((el) => el.textContent?.includes('ETH'));
    expect(alert?.textContent).toContain('Nicht genug ETH, um die Gasgebühr zu bezahlen');
    // the state keeps the code and its value only: there is no English text a view could match on
    const state = JSON.stringify(t.state());
    expect(state).not.toContain('Not enough');
    expect(state).toContain('"code":"node.insufficientFunds"');
  });

  it('a refused network switch on the Networks view: German, and the same words after a JSON round trip (time travel)', async () => {
    const t = await inGerman();
    await t.dispatch(
      connected({
        namespace: 'eip155',
        connectorId: 'sandbox',
        caipNetworkId: 'eip155:31337',
        address: ADDRESS,
        caipAddress: `eip155:31337:${ADDRESS}`,
        walletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED' },
        allAccounts: [{ address: ADDRESS, type: 'eoa' }],
      }),
    );
    await t.dispatch(opened({ view: 'Networks' }));
    await t.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31338' }));
    const refusal = JSON.parse(JSON.stringify(switchNetworkFailed({ code: 'chainNotSupported' })));
    await t.dispatch(refusal);
    const dialog = within(t.ui.getByRole('dialog'));
    expect(dialog.getByRole('alert').textContent).toBe('Chain wird nicht unterstützt');
    expect(JSON.stringify(t.state())).not.toContain('Chain is not supported');
  });
});
