import { useCallback, useEffect, useRef } from 'react';
import { selectIsOpen, selectWalletGate, type OpenRequest } from '../../slices';
import { useGateSelector } from '../ui/context';
import type { GateEvent } from '../events/bus';
import { useInstance } from './context';

/** `{ open, close, isOpen }` — isOpen re-renders with the modal. */
export function useWalletGate() {
  const instance = useInstance();
  const isOpen = useGateSelector(selectIsOpen);
  const open = useCallback((request?: OpenRequest) => instance.open(request), [instance]);
  const close = useCallback(() => instance.close(), [instance]);
  return { open, close, isOpen };
}

/** WalletGate's whole state, plain and serializable. */
export function useWalletGateState() {
  return useGateSelector(selectWalletGate);
}

/** Calls `callback` for every tracking event on this instance's bus. */
export function useGateEvents(callback: (event: GateEvent) => void) {
  const instance = useInstance();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => instance.subscribeEvents((event) => latest.current(event)), [instance]);
}
