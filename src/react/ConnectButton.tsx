import { shallowEqual } from 'react-redux';
import { useState, type ButtonHTMLAttributes } from 'react';
import type { ChainNamespace } from '../core/caip';
import { selectButtonModel } from '../button/model';
import { BUTTON_STYLES } from '../button/styles';
import { useGateSelector } from '../ui/context';
import { useWalletGate } from './hooks';

export interface ConnectButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** The text while disconnected (and connecting). Default "Connect Wallet" ("Connecting…"), in the locale shown. */
  label?: string;
  /** Show this namespace's account (default: the current one). */
  namespace?: ChainNamespace;
}

/**
 * "Connect Wallet" while disconnected (opens the modal), "Connecting…" while connecting, in the locale the modal shows; once connected, the account button: avatar (or initials),
 * profile name or truncated address (SPEC §9), balance and a network badge, opening Account. Renders the same
 * model as the plug-and-play `mountButton`. Its accessible name is its visible text; the full address is its title.
 */
export function ConnectButton({ label, namespace, className, ...rest }: ConnectButtonProps) {
  const { open, isOpen } = useWalletGate();
  const model = useGateSelector((state) => selectButtonModel(state, namespace), shallowEqual);
  const account = model.kind === 'account';
  // a failed image falls back to the initials, never a broken-image icon
  const [failedImage, setFailedImage] = useState<string | null>(null);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      {...(model.kind === 'connect' ? { 'aria-busy': model.busy } : { title: model.address })}
      {...rest}
      className={className ? `wg-btn ${className}` : 'wg-btn'}
      data-theme={model.theme}
      data-state={model.kind}
      lang={model.lang}
      dir={model.dir}
      onClick={() => void open(account ? { view: 'Account', ...(namespace ? { namespace } : {}) } : undefined)}
    >
      {/* React 19 hoists this to <head> once, however many buttons render */}
      <style href="walletgate-button" precedence="low">
        {BUTTON_STYLES}
      </style>
      {model.kind === 'connect' ? (
        (label ?? model.text)
      ) : (
        <>
          {model.image && model.image !== failedImage ? (
            <img className="wg-btn-avatar" src={model.image} alt="" aria-hidden="true" onError={() => setFailedImage(model.image)} />
          ) : (
            <span className="wg-btn-avatar" style={{ background: `hsl(${model.hue} 55% 38%)` }} aria-hidden="true">
              {model.initials}
            </span>
          )}
          {/* each value isolated (its own direction): in a right-to-left button `10,000.00 ETH` keeps its order */}
          <span className="wg-btn-label" dir="auto">
            {model.label}
          </span>
          {model.balance ? (
            <span className="wg-btn-balance" dir="auto">
              {model.balance}
            </span>
          ) : null}
          {model.network ? (
            <span className="wg-btn-network" dir="auto">
              {model.network}
            </span>
          ) : null}
        </>
      )}
    </button>
  );
}
