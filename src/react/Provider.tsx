import { useEffect, useRef, type ReactNode } from 'react';
import { createWalletGate, type CreateOptions } from '../index';
import type { WalletGateInstance } from '../instance';
import { Provider } from 'react-redux';
import { WalletGateReduxContext } from '../ui/context';
import { WalletGateInstanceContext } from './context';

export type WalletGateProviderProps =
  | { instance: WalletGateInstance; options?: never; children?: ReactNode }
  | { options: CreateOptions; instance?: never; children?: ReactNode };

/**
 * Gives hooks and buttons a WalletGate instance. Pass one made with createWalletGate / attachWalletGate,
 * or options to have the provider make (and, on unmount, destroy) its own.
 */
export function WalletGateProvider(props: WalletGateProviderProps) {
  const owned = useRef<WalletGateInstance | null>(null);
  if (!props.instance && !owned.current) owned.current = createWalletGate(props.options!);
  const instance = props.instance ?? owned.current!;

  // StrictMode runs effects twice (mount, unmount, mount): destroy only when no mount remains.
  const mounts = useRef(0);
  useEffect(() => {
    mounts.current += 1;
    return () => {
      mounts.current -= 1;
      queueMicrotask(() => {
        if (mounts.current === 0) owned.current?.destroy();
      });
    };
  }, []);

  return (
    <WalletGateInstanceContext.Provider value={instance}>
      <Provider context={WalletGateReduxContext} store={instance.store}>
        {props.children}
      </Provider>
    </WalletGateInstanceContext.Provider>
  );
}
