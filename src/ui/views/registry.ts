import type { ComponentType } from 'react';
import type { View } from '../../core/views';
import type { MessageKey } from '../i18n';
import { Connect } from './Connect/Connect';
import { ConfigErrorView, WhatIsAWalletView } from './lazy';

export interface ViewEntry {
  titleKey: MessageKey;
  Component: ComponentType;
}

const CONNECT: ViewEntry = { titleKey: 'title.Connect', Component: Connect };

const VIEW_REGISTRY: Partial<Record<View, ViewEntry>> = {
  Connect: CONNECT,
  WhatIsAWallet: { titleKey: 'title.WhatIsAWallet', Component: WhatIsAWalletView },
  ConfigError: { titleKey: 'title.ConfigError', Component: ConfigErrorView },
};

/**
 * The view to render for a router view. Sagas only navigate to views that are built; anything else
 * falls back to Connect rather than to a dead-end screen.
 */
export function resolveView(view: View): { name: View; entry: ViewEntry } {
  const entry = VIEW_REGISTRY[view];
  return entry ? { name: view, entry } : { name: 'Connect', entry: CONNECT };
}
