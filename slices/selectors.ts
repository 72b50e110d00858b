import { createSelector } from '@reduxjs/toolkit';
import type { ConnectMethod } from '../src/core/options';
import { selectConfig } from './options';

/** The Connect view's sections in the configured order (SPEC §1), each present only when its feature is on. */
export const selectConnectSections = createSelector([selectConfig], (config): ConnectMethod[] => {
  if (!config) return [];
  const { features } = config;
  return features.connectMethodsOrder.filter((method) => {
    if (method === 'email') return features.email;
    if (method === 'social') return features.socials.length > 0;
    return true;
  });
});
