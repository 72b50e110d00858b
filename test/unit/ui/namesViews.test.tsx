import { describe, expect, it } from '@jest/globals';
import { act, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { opened, profileFetched, pushed, reset } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import {
  nameTyped,
  registerFailed,
  registerNameCancelled,
  registerNameRequested,
  registerStarted,
  registerSucceeded,
  suggestionsFailed,
  suggestionsFetched,
} from '../../../slices/names';
import { configure, useModalUnderTest } from './helpers';

/**
 * The names views: the Account view's name or its way to RegisterAccountName, the form's SPEC §5
 * messages, suggestions and errors, and the success view. No sagas run: state is set with the slices' own
 * actions, and a click is checked by the action it dispatched.
 */
const start = useModalUnderTest();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The texts of the live regions (the form's status line among them). */
const statuses = (t: ReturnType<typeof start>) => t.ui.getAllByRole('status').map((e) => e.textContent);

const alerts = (t: ReturnType<typeof start>) => t.ui.getAllByRole('alert').map((e) => e.textContent);

async function connectedOn(view: 'Account' | 'RegisterAccountName') {
  const t = start();
  await t.dispatch(configure());
  await t.dispatch(
    connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED' } }),
  );
  await t.dispatch(opened({ view }));
  return t;
}

describe('Account', () => {
  it('offers to choose a name while the account has none', async () => {
    const user = userEvent.setup();
    const t = await connectedOn('Account');
    await user.click(await t.ui.findByRole('button', { name: 'Choose a name' }));
    expect(t.actionsOf(pushed.type).map((a) => a.payload)).toEqual([{ view: 'RegisterAccountName' }]);
  });

  it("shows the account's name once known, and no longer offers one", async () => {
    const t = await connectedOn('Account');
    await t.ui.findByRole('button', { name: 'Choose a name' });
    await t.dispatch(profileFetched({ namespace: 'eip155', address: ADDRESS, name: 'alice-1234.reown.id', image: null }));
    expect(t.ui.getByText('Your name: alice-1234.reown.id')).toBeTruthy();
    expect(t.ui.queryByRole('button', { name: 'Choose a name' })).toBeNull();
    // another address's answer (the wallet switched meanwhile) is not this account's
    await t.dispatch(profileFetched({ namespace: 'eip155', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', name: 'other.reown.id', image: null }));
    expect(t.ui.queryByText('Your name: other.reown.id')).toBeNull();
  });
});

describe('RegisterAccountName', () => {
  it('says what breaks the SPEC §5 rule as the visitor types, and keeps Register off', async () => {
    const t = await connectedOn('RegisterAccountName');
    const input = await t.ui.findByRole('textbox', { name: 'Name' });
    await act(async () => {
      fireEvent.change(input, { target: { value: 'abc' } });
    });
    expect(t.actionsOf(nameTyped.type).map((a) => a.payload)).toEqual([{ text: 'abc' }]);
    expect(statuses(t)).toContain('A name has at least 4 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((t.ui.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.change(input, { target: { value: 'al ice' } });
    });
    expect(statuses(t)).toContain('Use only letters, digits or hyphens');
    expect((t.ui.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows availability and suggestions, picks one, and registers the name with its suffix', async () => {
    const user = userEvent.setup();
    const t = await connectedOn('RegisterAccountName');
    await t.ui.findByRole('textbox', { name: 'Name' });
    await t.dispatch(nameTyped({ text: 'alice-1234' }));
    expect(statuses(t)).toContain('Checking alice-1234.reown.id');
    expect(t.ui.getByText('Loading suggestions')).toBeTruthy();
    expect((t.ui.getByRole('button', { name: 'Register alice-1234.reown.id' }) as HTMLButtonElement).disabled).toBe(true);
    await t.dispatch(
      suggestionsFetched({
        label: 'alice-1234',
        suggestions: [
          { name: 'alice-1234.reown.id', registered: false },
          { name: 'alice-1234-web3.reown.id', registered: false },
          { name: 'alice-12341.reown.id', registered: true },
        ],
      }),
    );
    expect(statuses(t)).toContain('alice-1234.reown.id is available');
    // the name itself and taken ones are not offered again
    expect(t.ui.queryByRole('button', { name: 'alice-1234.reown.id' })).toBeNull();
    expect(t.ui.queryByRole('button', { name: 'alice-12341.reown.id' })).toBeNull();
    await user.click(t.ui.getByRole('button', { name: 'Register alice-1234.reown.id' }));
    expect(t.actionsOf(registerNameRequested.type)).toHaveLength(1);
    await user.click(t.ui.getByRole('button', { name: 'alice-1234-web3.reown.id' }));
    expect(t.actionsOf(nameTyped.type).at(-1)?.payload).toEqual({ text: 'alice-1234-web3' });
  });

  it('says a taken name is taken, and shows the SPEC §8 errors', async () => {
    const t = await connectedOn('RegisterAccountName');
    await t.ui.findByRole('textbox', { name: 'Name' });
    await t.dispatch(nameTyped({ text: 'bob-name' }));
    await t.dispatch(suggestionsFetched({ label: 'bob-name', suggestions: [{ name: 'bob-name.reown.id', registered: true }] }));
    expect(statuses(t)).toContain('bob-name.reown.id is already taken');
    expect((t.ui.getByRole('button', { name: 'Register bob-name.reown.id' }) as HTMLButtonElement).disabled).toBe(true);

    await t.dispatch(nameTyped({ text: 'carol-name' }));
    await t.dispatch(suggestionsFailed({ label: 'carol-name', error: { code: 'names.suggestions' } }));
    expect(alerts(t)).toContain('Error fetching name suggestions');

    await t.dispatch(registerFailed({ name: 'carol-name.reown.id', error: { code: 'names.registering', params: { name: 'carol-name.reown.id' }, reason: 'declined' } }));
    expect(alerts(t)).toContain('Error registering name carol-name.reown.idSignature declined');
  });
});

describe('RegisterAccountNameSuccess', () => {
  it('waits for the signature with a Cancel, then says the name is the account’s and leads back to Account', async () => {
    const user = userEvent.setup();
    const t = await connectedOn('RegisterAccountName');
    await t.dispatch(registerStarted({ name: 'alice-1234.reown.id' }));
    await t.dispatch(pushed({ view: 'RegisterAccountNameSuccess' }));
    await t.ui.findByRole('heading', { name: 'Registering alice-1234.reown.id' });
    await user.click(t.ui.getByRole('button', { name: 'Cancel' }));
    expect(t.actionsOf(registerNameCancelled.type)).toHaveLength(1);

    await t.dispatch(registerSucceeded({ name: 'alice-1234.reown.id' }));
    expect(t.ui.getByRole('heading', { name: 'alice-1234.reown.id is yours' })).toBeTruthy();
    await user.click(t.ui.getByRole('button', { name: 'Back to account' }));
    expect(t.actionsOf(reset.type).map((a) => a.payload)).toEqual([{ view: 'Account' }]);
  });
});
