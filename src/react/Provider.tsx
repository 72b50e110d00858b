import { useEffect, useRef, type ReactNode } from 'react';
import { createWalletGate, type CreateOptions } from '../index';
import type { WalletGateInstance } from '../instance';
import { Provider } from 'react-redux';
import { WalletGateReduxContext } from '../ui/context';
import { WalletGateInstanceContext } from './context';
import type { WalletGateRootState } from '../../slices';

interface HydrationProps {
  /**
   * For hydrating server-rendered HTML: the state the server rendered from (its instance's
   * `store.getState()`, sent with the page). Hooks and buttons render from it while React hydrates, so the first
   * client render matches the server's markup whatever this instance has learnt since (the visitor's dark
   * theme, a session being restored); then they follow the instance's own state.
   */
  serverState?: WalletGateRootState;
}

export type WalletGateProviderProps = HydrationProps &
  ({ instance: WalletGateInstance; options?: never; children?: ReactNode } | { options: CreateOptions; instance?: never; children?: ReactNode });

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
      <Provider context={WalletGateReduxContext} store={instance.store} {...(props.serverState ? { serverState: props.serverState } : {})}>
        {props.children}
      </Provider>
    </WalletGateInstanceContext.Provider>
  );
}
