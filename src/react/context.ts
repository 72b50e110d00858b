import { createContext, useContext } from 'react';
import type { WalletGateInstance } from '../instance';

export const WalletGateInstanceContext = createContext<WalletGateInstance | null>(null);

export function useInstance(): WalletGateInstance {
  const instance = useContext(WalletGateInstanceContext);
  if (!instance) throw new Error('WalletGate hooks must be used inside <WalletGateProvider>');
  return instance;
}
