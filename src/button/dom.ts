/**
 * The plug-and-play button (`instance.mountButton(el)`): plain DOM in a shadow root, no React, so a page without
 * React of its own gets the account button without loading it. Renders `selectButtonModel`, as the React one does.
 */
import type { Store } from '@reduxjs/toolkit';
import { selectIsOpen, type OpenRequest, type WalletGateRootState } from '../../slices';
import type { ChainNamespace } from '../core/caip';
import { selectButtonModel, type ButtonModel } from './model';
import { BUTTON_STYLES } from './styles';
import { styleShadowRoot } from '../ui/adoptStyles';

export interface MountButtonOptions {
  /** The text while disconnected (and connecting). Default "Connect Wallet" ("Connecting…"), in the locale shown. */
  label?: string;
  /** Show this namespace's account (default: the current one). */
  namespace?: ChainNamespace;
}

const HOST_STYLES = `:host { display: inline-block; max-width: 100%; vertical-align: middle; }\n`;

function span(className: string, text: string, isolate = false): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  if (isolate) el.dir = 'auto';
  return el;
}

/** Fills `button` for `model`: text through textContent only (a profile name is never parsed as HTML). */
function paint(button: HTMLButtonElement, model: ButtonModel, label: string | undefined) {
  button.dataset.theme = model.theme;
  button.dataset.state = model.kind;
  button.lang = model.lang;
  button.dir = model.dir;
  if (model.kind === 'connect') {
    button.setAttribute('aria-busy', String(model.busy));
    button.removeAttribute('title');
    button.replaceChildren(label ?? model.text);
    return;
  }
  button.removeAttribute('aria-busy');
  button.title = model.address;
  let avatar: HTMLElement;
  const image = model.image; // checked by scheme in the model
  if (image) {
    avatar = document.createElement('img');
    (avatar as HTMLImageElement).src = image;
    (avatar as HTMLImageElement).alt = '';
    avatar.className = 'wg-btn-avatar';
    // a failed image falls back to the initials, never a broken-image icon
    avatar.addEventListener('error', () => {
      const badge = span('wg-btn-avatar', model.initials);
      badge.style.background = `hsl(${model.hue} 55% 38%)`;
      badge.setAttribute('aria-hidden', 'true');
      avatar.replaceWith(badge);
    }, { once: true });
  } else {
    avatar = span('wg-btn-avatar', model.initials);
    avatar.style.background = `hsl(${model.hue} 55% 38%)`;
  }
  avatar.setAttribute('aria-hidden', 'true');
  // each value isolated (its own direction): in a right-to-left button `10,000.00 ETH` or `0x70…dc79C8` keeps its order
  const parts: Node[] = [avatar, span('wg-btn-label', model.label, true)];
  if (model.balance) parts.push(span('wg-btn-balance', model.balance, true));
  if (model.network) parts.push(span('wg-btn-network', model.network, true));
  button.replaceChildren(...parts);
}

/**
 * Renders the connect / account button into `el`'s shadow root and keeps it in step with the store.
 * `el` must be able to hold a shadow root: a `<walletgate-button>` (any custom element name), a `<div>` or a `<span>`.
 * Its own children stay as they are and are not shown (a fallback for before the script runs). Returns the unmount.
 */
export function renderButton(
  el: HTMLElement,
  store: Store<WalletGateRootState>,
  open: (request?: OpenRequest) => unknown,
  options: MountButtonOptions = {},
): () => void {
  const { label, namespace } = options;
  let shadow: ShadowRoot;
  try {
    shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  } catch {
    throw new TypeError(`WalletGate mountButton: a <${el.localName}> cannot hold a shadow root; use <walletgate-button>, <div> or <span>`);
  }
  // an adopted sheet where supported: no inline <style>, so a strict style-src CSP needs no 'unsafe-inline'
  const style = styleShadowRoot(shadow, HOST_STYLES + BUTTON_STYLES);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'wg-btn';
  button.setAttribute('part', 'button');
  button.setAttribute('aria-haspopup', 'dialog');
  shadow.replaceChildren(...(style ? [style] : []), button);

  let model: ButtonModel | null = null;
  let painted = '';
  const update = () => {
    const state = store.getState();
    model = selectButtonModel(state, namespace);
    const key = JSON.stringify(model);
    if (key !== painted) {
      painted = key;
      paint(button, model, label);
    }
    button.setAttribute('aria-expanded', String(selectIsOpen(state)));
  };
  button.addEventListener('click', () => {
    if (model?.kind === 'account') void open({ view: 'Account', ...(namespace ? { namespace } : {}) });
    else void open(namespace ? { namespace } : undefined);
  });
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    unsubscribe();
    shadow.replaceChildren();
  };
}
