/** The HTTP contracts of the blockchain API, wallet catalogue and analytics sink (SPEC §7), shared by the widget's clients and the sandbox server. */
export * from './common';
export * from './account';
export * from './history';
export * from './convert';
export * from './profile';
export * from './onramp';
export * from './sessions';
export * from './rpc';
export * from './catalog';
export * from './analytics';
export * from './sandbox';
