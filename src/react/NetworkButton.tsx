import type { ButtonHTMLAttributes } from 'react';
import { useNetwork, useWalletGate } from './hooks';

export interface NetworkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** Shown while there is no network at all (options not set or invalid); without it the button is not rendered then. */
  label?: string;
}

/**
 * The active network's name, opening the modal on Networks. Its accessible name is that visible text.
 * (No string table here: importing the modal's i18n table would add it to the host's own bundle.)
 */
export function NetworkButton({ label, ...rest }: NetworkButtonProps) {
  const { open, isOpen } = useWalletGate();
  const { caipNetwork } = useNetwork();
  const text = caipNetwork?.name ?? label;
  if (!text) return null;
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={isOpen} {...rest} onClick={() => void open({ view: 'Networks' })}>
      {text}
    </button>
  );
}
