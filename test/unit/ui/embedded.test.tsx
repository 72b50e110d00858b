import { describe, expect, it } from '@jest/globals';
import { fireEvent, within } from '@testing-library/react';
import { opened, smartAccountNetworksChanged } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import { accountTypeRequested, codeCooldownTicked, emailSent, otpResendRequested, otpSubmitted, signedIn, type EmbeddedUser } from '../../../slices/embeddedWallet';
import { CHAIN } from '../../helpers/accountWorld';
import { configure, useModalUnderTest } from './helpers';

/** The embedded wallet's words on Account: which login it is, and the account-type switch. */
const start = useModalUnderTest();

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function user(extra: Partial<EmbeddedUser>): EmbeddedUser {
  return {
    address: ADDRESS,
    chainId: 31337,
    email: null,
    userName: null,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    socialProvider: null,
    ...extra,
  };
}

async function onAccount(signedInAs: EmbeddedUser) {
  const t = start();
  await t.dispatch(configure());
  await t.dispatch(connectedTo({ caipNetworkId: CHAIN, address: ADDRESS, walletInfo: { name: 'Email wallet', type: 'AUTH' } }));
  await t.dispatch(smartAccountNetworksChanged([31337]));
  await t.dispatch(signedIn({ user: signedInAs }));
  await t.dispatch(opened({ view: 'Account' }));
  return t;
}

describe('embedded wallet on Account', () => {
  it('names a Google login by its provider and username, and offers no Update email', async () => {
    const t = await onAccount(user({ socialProvider: 'google', userName: 'alice', email: 'alice@gmail.example' }));
    await t.ui.findByText('Google · alice');
    expect(t.ui.queryByText('Email wallet')).toBeNull();
    await t.ui.findByRole('button', { name: 'Use your smart account' });
    expect(t.ui.queryByRole('button', { name: 'Update email' })).toBeNull();
  });

  it('keeps Email wallet and Update email for an email login', async () => {
    const t = await onAccount(user({ email: 'bob@example.com' }));
    await t.ui.findByRole('button', { name: 'Update email' });
    expect(t.ui.getByText('Email wallet')).toBeTruthy();
    expect(t.ui.getByText('Signed in as bob@example.com')).toBeTruthy();
  });

  it('says "Use your regular account" on the smart account, and asks for the EOA', async () => {
    const t = await onAccount(user({ email: 'bob@example.com', preferredAccountType: 'smartAccount' }));
    const button = await t.ui.findByRole('button', { name: 'Use your regular account' });
    fireEvent.click(button);
    expect(t.actionsOf(accountTypeRequested.type).at(-1)?.payload).toEqual({ type: 'eoa' });
  });
});

describe('the one-time code (EmailVerifyOtp)', () => {
  async function onOtp() {
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(emailSent({ email: 'ada@example.com' }));
    await t.dispatch(opened({ view: 'EmailVerifyOtp' }));
    const group = await t.ui.findByRole('group', { name: 'Verification code' });
    const slots = within(group).getAllByRole('textbox');
    return { t, group, slots };
  }

  // fireEvent, not userEvent: user-event's typing does not reach React's handlers inside the modal's shadow root.
  // The real keyboard and clipboard are driven in Chromium by test/e2e/embedded.e2e.ts.
  const type = (slot: HTMLElement, key: string) => {
    if (key === 'Backspace') fireEvent.keyDown(slot, { key });
    else fireEvent.change(slot, { target: { value: `${(slot as HTMLInputElement).value}${key}` } });
  };
  const values = (slots: HTMLElement[]) => slots.map((s) => (s as HTMLInputElement).value).join('');

  it('is six labelled digit slots; typing moves on, Backspace moves back, the sixth digit sends', async () => {
    const { t, slots } = await onOtp();
    const focused = () => t.shadow.activeElement as HTMLElement;
    expect(slots.map((s) => s.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6`));
    expect(slots[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(slots.every((s) => s.getAttribute('inputmode') === 'numeric')).toBe(true);
    slots[0]!.focus();
    type(focused(), '1');
    type(focused(), '2');
    expect(focused()).toBe(slots[2]);
    type(focused(), 'Backspace');
    expect(focused()).toBe(slots[1]);
    expect(values(slots)).toBe('1');
    type(focused(), 'x');
    expect(focused()).toBe(slots[1]);
    for (const key of '3456') type(focused(), key);
    expect(t.actionsOf(otpSubmitted.type)).toEqual([]);
    type(focused(), '7');
    expect(values(slots)).toBe('134567');
    expect(t.actionsOf(otpSubmitted.type).map((a) => a.payload)).toEqual([{ otp: '134567' }]);
  });

  it('fills all six from a paste and sends once', async () => {
    const { t, slots } = await onOtp();
    slots[3]!.focus();
    fireEvent.paste(slots[3]!, { clipboardData: { getData: () => ' 987-654 ' } });
    expect(values(slots)).toBe('987654');
    expect(t.actionsOf(otpSubmitted.type).map((a) => a.payload)).toEqual([{ otp: '987654' }]);
  });

  it('disables Resend code with the seconds left while the sagas count the cooldown down', async () => {
    const { t } = await onOtp();
    await t.dispatch(codeCooldownTicked({ seconds: 27 }));
    const waiting = t.ui.getByRole('button', { name: 'Resend code in 27 s' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    await t.dispatch(codeCooldownTicked({ seconds: 0 }));
    const resend = t.ui.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    expect(t.actionsOf(otpResendRequested.type)).toHaveLength(1);
  });
});
