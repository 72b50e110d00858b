/** Every sandbox port derives from one base so two sandboxes can run side by side. */
export interface SandboxPorts {
  demo: number;
  api: number;
  evmA: number;
  evmB: number;
  solanaHttp: number;
  solanaWs: number;
  relay: number;
  secureSite: number;
  wcWallet: number;
}

export function sandboxPorts(base = Number(process.env.WALLETGATE_BASE_PORT ?? 3000)): SandboxPorts {
  return {
    demo: base,
    api: base + 1,
    evmA: base + 2,
    evmB: base + 3,
    solanaHttp: base + 4,
    solanaWs: base + 5,
    relay: base + 6,
    secureSite: base + 7,
    wcWallet: base + 8,
  };
}
