import type { ButtonHTMLAttributes } from 'react';
import type { ChainNamespace } from '../core/caip';
import { formatBalance, truncateAddress } from '../core/format';
import { ConnectButton } from './ConnectButton';
import { useAccount, useWalletGate } from './hooks';

export interface AccountButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** The label while disconnected (as ConnectButton's). */
  label?: string;
  namespace?: ChainNamespace;
}

/**
 * Disconnected: a ConnectButton. Connected: the truncated address and the native balance (SPEC §9), opening
 * the modal on Account. Its accessible name is that visible text.
 */
export function AccountButton({ label, namespace, ...rest }: AccountButtonProps) {
  const { open, isOpen } = useWalletGate();
  const { isConnected, address, balance, balanceSymbol } = useAccount(namespace);
  if (!isConnected || !address) return <ConnectButton {...rest} label={label} />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      title={address}
      {...rest}
      onClick={() => void open({ view: 'Account', ...(namespace ? { namespace } : {}) })}
    >
      {truncateAddress(address)}
      {balance === null ? null : ` ${formatBalance(balance)} ${balanceSymbol ?? ''}`.trimEnd()}
    </button>
  );
}
