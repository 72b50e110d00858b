/** The wallet's approval prompt: a small fixed panel in the page's light DOM, like an extension's popup.
 * One at a time; concurrent requests (from either wallet) wait in a queue. A person or a test clicks it:
 * role "dialog", named "<Wallet name> request", buttons "Approve" and "Reject". */

export interface ApprovalRequest {
  wallet: string;
  /** one line: what the site asks for */
  action: string;
  /** label → value rows shown under it (message text, recipient, value…) */
  details?: [string, string][];
}

interface Pending {
  request: ApprovalRequest;
  resolve: (approved: boolean) => void;
}

const queue: Pending[] = [];
let shown: { pending: Pending; panel: HTMLElement; waiting: HTMLElement } | undefined;
let ids = 0;

/** Resolves true when the user approves, false when they reject. */
export function requestApproval(request: ApprovalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    queue.push({ request, resolve });
    render();
  });
}

/** Answers "rejected" to every waiting request of one wallet (it is being removed from the page). */
export function cancelApprovals(wallet: string): void {
  for (const pending of queue.filter((p) => p.request.wallet === wallet)) answer(pending, false);
}

function answer(pending: Pending, approved: boolean) {
  const at = queue.indexOf(pending);
  if (at >= 0) queue.splice(at, 1);
  if (shown?.pending === pending) {
    shown.panel.remove();
    shown = undefined;
  }
  pending.resolve(approved);
  render();
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = style;
  if (text !== undefined) node.textContent = text;
  return node;
}

const PANEL = `position:fixed;top:16px;right:16px;z-index:2147483647;width:340px;max-width:calc(100vw - 32px);box-sizing:border-box;
  padding:16px;border-radius:14px;border:1px solid #d0d4de;background:#fff;color:#14161c;color-scheme:light;
  box-shadow:0 12px 40px rgba(0,0,0,.25);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:left`;
const BUTTON = 'font:inherit;padding:8px 16px;border-radius:10px;cursor:pointer;border:1px solid';

function render() {
  if (shown && !shown.panel.isConnected) shown = undefined; // the page cleared it away: show it again
  if (!shown) show();
  if (!shown) return;
  shown.waiting.hidden = queue.length < 2;
  shown.waiting.textContent = `${queue.length - 1} more waiting`;
}

function show() {
  const pending = queue[0];
  if (!pending) return;
  const { request } = pending;
  const id = `sandbox-wallet-prompt-${++ids}`;
  const panel = el('div', PANEL);
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', `${id}-title`);
  panel.setAttribute('aria-describedby', `${id}-action`);
  panel.dataset.sandboxWalletPrompt = request.wallet;

  const title = el('h2', 'margin:0 0 6px;font-size:15px;font-weight:700', `${request.wallet} request`);
  title.id = `${id}-title`;
  const action = el('p', 'margin:0 0 10px', request.action);
  action.id = `${id}-action`;
  panel.append(title, action);

  if (request.details?.length) {
    const list = el('dl', 'margin:0 0 12px;display:grid;grid-template-columns:auto 1fr;gap:4px 10px;max-height:40vh;overflow:auto');
    for (const [label, value] of request.details) {
      list.append(
        el('dt', 'margin:0;color:#5b6070', label),
        el('dd', 'margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:12px', value),
      );
    }
    panel.append(list);
  }
  const waiting = el('p', 'margin:0 0 10px;color:#5b6070;font-size:12px');
  panel.append(waiting);

  const reject = el('button', `${BUTTON} #c3c7d1;background:#f3f4f7;color:#14161c`, 'Reject');
  const approve = el('button', `${BUTTON} #2b49e0;background:#3b5bfd;color:#fff`, 'Approve');
  for (const button of [reject, approve]) button.type = 'button';
  reject.addEventListener('click', () => answer(pending, false));
  approve.addEventListener('click', () => answer(pending, true));
  const row = el('div', 'display:flex;gap:8px;justify-content:flex-end');
  row.append(reject, approve);
  panel.append(row);

  (document.body ?? document.documentElement).append(panel);
  shown = { pending, panel, waiting };
}
