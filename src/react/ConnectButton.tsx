import type { ButtonHTMLAttributes } from 'react';
import { useWalletGate } from './hooks';

export interface ConnectButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  label?: string;
}

/** A plain, styleable button that opens the modal. */
export function ConnectButton({ label = 'Connect Wallet', ...rest }: ConnectButtonProps) {
  const { open, isOpen } = useWalletGate();
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={isOpen} {...rest} onClick={() => void open()}>
      {label}
    </button>
  );
}
