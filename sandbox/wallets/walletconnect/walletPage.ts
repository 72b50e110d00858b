/** Browser entry of the sandbox WalletConnect wallet page: wires the static markup (html.ts) to the wallet
 * logic (wallet.ts) and exposes the same actions as `window.wcWallet` for browser tests. */
import { PAGE_CONFIG_ID, type WcWalletPageConfig } from './pageConfig';
import { SandboxWcWallet, type RequestView, type WalletState } from './wallet';
import type { ProposalView } from './namespaces';

export interface WcWalletApi {
  pair(uri: string): Promise<void>;
  approveSession(id?: number): Promise<void>;
  rejectSession(id?: number): Promise<void>;
  approveRequest(id?: number): Promise<void>;
  rejectRequest(id?: number): Promise<void>;
  switchChain(chainId: number): Promise<void>;
  switchAccount(index?: number): Promise<void>;
  disconnect(topic?: string): Promise<void>;
  state(): WalletState;
}

declare global {
  interface Window {
    wcWallet?: WcWalletApi;
  }
}

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function details(rows: [string, string][]): HTMLDListElement {
  return el('dl', {}, ...rows.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]));
}

const status = (text: string) => ($('status').textContent = text);
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs a user action, reporting failure in the status line (and to the caller of window.wcWallet). */
async function act<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    status(`${what} failed: ${errorText(err)}`);
    throw err;
  }
}

/** The status line follows the pairing to its end: approved or rejected, it no longer says "Waiting …". */
async function approveProposal(wallet: SandboxWcWallet, id?: number): Promise<void> {
  const { proposals } = wallet.state();
  const dapp = (id === undefined ? proposals[0] : proposals.find((p) => p.id === id))?.dappName;
  await act('Approve', () => wallet.approveSession(id));
  status(dapp ? `Connected to ${dapp}.` : 'Connected.');
}

async function rejectProposal(wallet: SandboxWcWallet, id?: number): Promise<void> {
  await act('Reject', () => wallet.rejectSession(id));
  status('Session proposal rejected.');
}

function proposalCard(p: ProposalView, wallet: SandboxWcWallet): HTMLElement {
  const approve = el('button', { type: 'button', textContent: 'Approve' });
  const reject = el('button', { type: 'button', textContent: 'Reject', className: 'secondary' });
  approve.onclick = () => void approveProposal(wallet, p.id).catch(() => {});
  reject.onclick = () => void rejectProposal(wallet, p.id).catch(() => {});
  const card = el(
    'article',
    {},
    details([
      ['Dapp', p.dappName],
      ['URL', p.dappUrl],
      ['Chains', p.chains.join(', ') || '—'],
      ['Methods', p.methods.join(', ') || '—'],
    ]),
    el('div', { className: 'row' }, approve, reject),
  );
  card.setAttribute('aria-label', `Session proposal from ${p.dappName}`);
  return card;
}

function requestCard(r: RequestView, wallet: SandboxWcWallet): HTMLElement {
  const approve = el('button', { type: 'button', textContent: 'Approve' });
  const reject = el('button', { type: 'button', textContent: 'Reject', className: 'secondary' });
  approve.onclick = () => void act('Approve', () => wallet.approveRequest(r.id)).catch(() => {});
  reject.onclick = () => void act('Reject', () => wallet.rejectRequest(r.id)).catch(() => {});
  const card = el(
    'article',
    {},
    details([
      ['Method', r.method],
      ['From', `${r.dappName} (${r.dappUrl})`],
      ['Chain', r.chainId],
    ]),
    el('pre', {}, JSON.stringify(r.params, null, 2)),
    el('div', { className: 'row' }, approve, reject),
  );
  card.setAttribute('aria-label', `${r.method} request from ${r.dappName}`);
  return card;
}

/** Re-renders a container only when what it shows changed, so focus stays put otherwise. */
function renderInto(id: string, key: string, build: () => Node[]): void {
  const container = $(id);
  if (container.dataset.key === key) return;
  container.dataset.key = key;
  container.replaceChildren(...build());
}

function render(state: WalletState, wallet: SandboxWcWallet, config: WcWalletPageConfig): void {
  const chain = config.chains.find((c) => c.chainId === state.chainId);
  $('account').textContent =
    `Account ${state.accountIndex} · ${state.address} · ${chain?.name ?? `chain ${state.chainId}`}` +
    (state.solanaAddress ? ` · Solana ${state.solanaAddress}` : '');
  const none = () => [el('p', { className: 'muted' }, 'None pending.')];
  renderInto('proposals', state.proposals.map((p) => p.id).join(','), () => (state.proposals.length ? state.proposals.map((p) => proposalCard(p, wallet)) : none()));
  renderInto('requests', state.requests.map((r) => r.id).join(','), () => (state.requests.length ? state.requests.map((r) => requestCard(r, wallet)) : none()));
  renderInto('sessions', JSON.stringify(state.sessions), () =>
    state.sessions.length
      ? state.sessions.map((s) => el('li', {}, `${s.dappName} (${s.dappUrl}) — ${s.chains.join(', ')} — ${s.accounts.map((a) => a.split(':')[2] ?? '').join(', ')}`))
      : [el('li', { className: 'muted' }, 'No active sessions.')],
  );
  renderInto('activity', JSON.stringify(state.activity), () => state.activity.map((line) => el('li', {}, line)));
}

async function main(): Promise<void> {
  const config = JSON.parse($(PAGE_CONFIG_ID).textContent ?? '{}') as WcWalletPageConfig;
  const [chainA, chainB] = config.chains;
  if (chainA) $('switch-a').textContent = `Switch to ${chainA.name}`;
  if (chainB) $('switch-b').textContent = `Switch to ${chainB.name}`;
  let wallet: SandboxWcWallet;
  try {
    wallet = await SandboxWcWallet.create({
      relayUrl: config.relayUrl,
      projectId: config.projectId,
      chains: config.chains,
      accounts: config.accounts,
      ...(config.solana ? { solana: config.solana } : {}),
      ...(config.polkadot ? { polkadot: config.polkadot } : {}),
      ...(config.bitcoin ? { bitcoin: config.bitcoin } : {}),
      ...(config.cosmos ? { cosmos: config.cosmos } : {}),
      metadata: { name: 'Sandbox WalletConnect', description: 'A WalletConnect wallet on the local sandbox', url: config.pageUrl, icons: [`${config.pageUrl}/favicon.svg`] },
    });
  } catch (err) {
    status(`The wallet could not start: ${errorText(err)}`);
    throw err;
  }
  let lastProposals = '';
  wallet.subscribe((state) => {
    render(state, wallet, config);
    // a proposal arrived: say what to do with it instead of still waiting for it
    const ids = state.proposals.map((p) => p.id).join(',');
    if (ids !== lastProposals && state.proposals[0]) status(`Session proposal from ${state.proposals[0].dappName}: approve or reject it below.`);
    lastProposals = ids;
  });
  render(wallet.state(), wallet, config);

  const uriInput = $<HTMLInputElement>('wc-uri');
  const pair = (uri: string) =>
    act('Pairing', async () => {
      if (!uri.trim()) throw new Error('paste a WalletConnect URI first');
      status('Pairing…');
      await wallet.pair(uri);
      // the proposal may already be here (it was published before the wallet subscribed)
      if (!wallet.state().proposals.length) status('Paired. Waiting for the session proposal…');
      uriInput.value = '';
    });
  $<HTMLFormElement>('pair-form').onsubmit = (e) => {
    e.preventDefault();
    void pair(uriInput.value).catch(() => {});
  };
  const onClick = (id: string, what: string, run: () => Promise<void>) => {
    $(id).onclick = () => void act(what, run).catch(() => {});
  };
  if (chainB) onClick('switch-b', 'Switching chain', () => wallet.switchChain(chainB.chainId));
  if (chainA) onClick('switch-a', 'Switching chain', () => wallet.switchChain(chainA.chainId));
  onClick('switch-account', 'Switching account', () => wallet.switchAccount());
  onClick('disconnect', 'Disconnect', () => wallet.disconnect());

  window.wcWallet = {
    pair: (uri) => pair(uri),
    approveSession: (id) => approveProposal(wallet, id),
    rejectSession: (id) => rejectProposal(wallet, id),
    approveRequest: (id) => act('Approve', () => wallet.approveRequest(id)),
    rejectRequest: (id) => act('Reject', () => wallet.rejectRequest(id)),
    switchChain: (chainId) => act('Switching chain', () => wallet.switchChain(chainId)),
    switchAccount: (index) => act('Switching account', () => wallet.switchAccount(index)),
    disconnect: (topic) => act('Disconnect', () => wallet.disconnect(topic)),
    state: () => wallet.state(),
  };
  document.body.dataset.ready = 'true';
  status('Ready. Paste a WalletConnect URI to connect.');

  const linked = new URLSearchParams(location.search).get('uri');
  if (linked) {
    uriInput.value = linked;
    await pair(linked).catch(() => {});
  }
}

void main();
