/** The approval card inside the frame: a dialog "Approve request" showing what the site asks for, with
 * "Approve" and "Decline". Unsafe requests are signed only after "Approve" (SPEC §4, §6). One card at a
 * time; the rest wait in order. */
import { SITE_ERRORS } from '../contract';
import type { RequestView } from './describeRequest';

export interface ApprovalRequest {
  view: RequestView;
  method: string;
  network: string;
  dappName?: string;
  /** runs the request (the server signs); the card stays up, busy, until it settles */
  approve: () => Promise<unknown>;
  decline: () => Promise<unknown>;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export class ApprovalQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly cancels = new Set<() => void>();

  constructor(
    private readonly root: HTMLElement,
    private readonly status: HTMLElement,
  ) {}

  /** Resolves with the approved request's result; rejects with 'User rejected the request' on decline. */
  ask(request: ApprovalRequest): Promise<unknown> {
    const turn = this.tail.catch(() => undefined).then(() => this.show(request));
    this.tail = turn;
    return turn;
  }

  /** Declines every card shown or waiting (sign-out). */
  cancelAll(): void {
    for (const cancel of [...this.cancels]) cancel();
  }

  private show(request: ApprovalRequest): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const title = el('h1', { id: 'approval-title' }, 'Approve request');
      const summary = el('p', { id: 'approval-summary' }, `${request.dappName || 'This site'} asks you to ${request.view.action}.`);
      const facts = el('dl');
      const fact = (term: string, value: string | undefined) => value && facts.append(el('dt', {}, term), el('dd', {}, value));
      fact('Network', request.network);
      fact('Account', request.view.account);
      fact('Method', request.method);
      const details = el('pre', { tabIndex: 0 }, request.view.details);
      details.setAttribute('aria-label', 'Request details');
      const progress = el('p', { role: 'status' } as Partial<HTMLParagraphElement>);
      const decline = el('button', { type: 'button', className: 'secondary' }, 'Decline');
      const approve = el('button', { type: 'button' }, 'Approve');
      const card = el('section', { className: 'card', tabIndex: -1 }, title, summary, facts, details, progress, el('div', { className: 'actions' }, decline, approve));
      card.setAttribute('role', 'dialog');
      card.setAttribute('aria-modal', 'true');
      card.setAttribute('aria-labelledby', title.id);
      card.setAttribute('aria-describedby', summary.id);

      let settled = false;
      const finish = () => {
        settled = true;
        this.cancels.delete(cancel);
        card.remove();
        this.status.textContent = 'Secure frame ready.';
      };
      const onDecline = () => {
        if (settled) return;
        finish();
        request.decline().catch(() => undefined);
        reject(new Error(SITE_ERRORS.userRejected));
      };
      const cancel = onDecline;
      this.cancels.add(cancel);
      decline.addEventListener('click', onDecline);
      card.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !approve.disabled) onDecline();
      });
      approve.addEventListener('click', () => {
        if (settled || approve.disabled) return;
        approve.disabled = true;
        decline.disabled = true;
        progress.textContent = 'Signing…';
        this.cancels.delete(cancel);
        request.approve().then(
          (result) => {
            finish();
            resolve(result);
          },
          (error: unknown) => {
            finish();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });

      this.root.replaceChildren(card);
      this.status.textContent = 'A request is waiting for your approval.';
      card.focus();
    });
  }
}
