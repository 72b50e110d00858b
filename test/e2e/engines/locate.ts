/**
 * Finding an element the way a visitor names it, inside the page, in any engine: by role and accessible name
 * (or by its text), through open shadow roots (the modal lives in one), visible ones only. A small subset of
 * WAI-ARIA's implicit roles and of the accessible-name computation: what the modal and the demo pages use.
 *
 * `locateSource` is sent into the page as text, so `locate` must stay self-contained (no imports, no closures).
 */

/**
 * A name to match: a string matches a role's whole (trimmed, spaces collapsed) name, or is found in a text; a pattern
 * matches in either.
 */
type Name = string | RegExp;

export type Query = ({ role: string; name?: Name } | { text: Name }) & { within?: Query };

/** A query as it crosses into the page (patterns as source and flags). */
type WireName = string | { source: string; flags: string };
type WireQuery = ({ role: string; name?: WireName } | { text: WireName }) & { within?: WireQuery };

/** What the page answers about the element a query finds. */
export interface Probe {
  found: boolean;
  /** position and size, to see it has stopped moving before a click */
  rect?: [number, number, number, number];
  disabled?: boolean;
  /** something else is on top of its centre (a card still growing clips it, an overlay) */
  covered?: boolean;
  /** an animation in its tree (a view's entry, the card resizing) is still playing */
  moving?: boolean;
}

function wire(query: Query): WireQuery {
  const name = (n: Name): WireName => (typeof n === 'string' ? n : { source: n.source, flags: n.flags });
  const within = query.within ? { within: wire(query.within) } : {};
  if ('text' in query) return { text: name(query.text), ...within };
  return { role: query.role, ...(query.name === undefined ? {} : { name: name(query.name) }), ...within };
}

/** Runs in the page: the first visible element `query` finds, or null. */
function locate(query: WireQuery): Element | null {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const pattern = (name: Exclude<WireName, string>) => new RegExp(name.source, name.flags);
  /** A role's name: the whole of it. */
  const matches = (value: string, name: WireName) => (typeof name === 'string' ? norm(value) === norm(name) : pattern(name).test(norm(value)));
  /** Text: a string is found in it, as a visitor reads it among other words. */
  const contains = (value: string, text: WireName) => (typeof text === 'string' ? norm(value).includes(norm(text)) : pattern(text).test(norm(value)));

  /** Every element under `root`, its shadow trees included, in document order. */
  const descendants = (root: Element | Document | ShadowRoot): Element[] => {
    const out: Element[] = [];
    const walk = (node: Element | Document | ShadowRoot) => {
      for (const child of Array.from(node.children)) {
        out.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    walk(root);
    return out;
  };
  /** The parent, stepping from a shadow root to its host. */
  const up = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
  /** Not on screen; for a role, also left out of the accessibility tree (text on screen is text, aria-hidden or not). */
  const hidden = (el: Element, forRole: boolean): boolean => {
    if (forRole) for (let at: Element | null = el; at; at = up(at)) if (at.getAttribute('aria-hidden') === 'true' || at.hasAttribute('inert')) return true;
    // an element laid out as its children alone (display: contents) is shown when one of them is
    if (getComputedStyle(el).display === 'contents') return Array.from(el.children).every((c) => hidden(c, false));
    const visible = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility?.({ visibilityProperty: true });
    return visible === undefined ? el.getClientRects().length === 0 : !visible;
  };

  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0]!;
    const tag = el.localName;
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input') {
      const type = (el as HTMLInputElement).type;
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'number') return 'spinbutton';
      return type === 'search' ? 'searchbox' : 'textbox';
    }
    const roles: Record<string, string> = {
      button: 'button', textarea: 'textbox', select: 'combobox', dialog: 'dialog', article: 'article', form: 'form',
      ul: 'list', ol: 'list', li: 'listitem', nav: 'navigation', main: 'main', progress: 'progressbar', output: 'status',
      table: 'table', tr: 'row', td: 'cell', th: 'columnheader',
    };
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (tag === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (tag === 'section' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))) return 'region';
    return roles[tag] ?? '';
  };

  /** The text an element gives its ancestor's name: aria-label, alt, or its children's, word by word. */
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    if (['style', 'script', 'template'].includes(node.localName)) return '';
    const label = node.getAttribute('aria-label');
    if (label) return label;
    if (node.localName === 'img') return node.getAttribute('alt') ?? '';
    const children = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
    const text = Array.from(children).map(textOf).join('');
    // as browsers compute names: a block (a flex item, a pill) stands apart from its neighbours, inline text runs on
    return getComputedStyle(node).display === 'inline' ? text : ` ${text} `;
  };
  const nameOf = (el: Element): string => {
    const root = el.getRootNode() as Document | ShadowRoot;
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return norm(labelledBy.split(/\s+/).map((id) => { const by = root.getElementById(id); return by ? textOf(by) : ''; }).join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const labels = Array.from(el.labels ?? []).map(textOf).join(' ');
      return norm(labels || el.getAttribute('title') || el.getAttribute('placeholder') || (el instanceof HTMLInputElement && el.type === 'submit' ? el.value : ''));
    }
    if (el.localName === 'img') return norm(el.getAttribute('alt') ?? '');
    return norm(textOf(el) || el.getAttribute('title') || '');
  };

  const find = (q: WireQuery, scopes: (Element | Document)[]): Element[] => {
    const found: Element[] = [];
    for (const scope of scopes) {
      // text is looked for in the scope itself too (a status whose own words change)
      const candidates = 'text' in q && scope instanceof Element ? [scope, ...descendants(scope)] : descendants(scope);
      for (const el of candidates) {
        if (found.includes(el)) continue;
        // the innermost element holding the text
        const hit =
          'text' in q
            ? contains(el.textContent ?? '', q.text) && !Array.from(el.children).some((c) => contains(c.textContent ?? '', q.text))
            : roleOf(el) === q.role && (q.name === undefined || matches(nameOf(el), q.name));
        if (hit && !hidden(el, !('text' in q))) found.push(el);
      }
    }
    return found;
  };
  const chain: WireQuery[] = [];
  for (let q: WireQuery | undefined = query; q; q = q.within) chain.unshift(q);
  let scopes: (Element | Document)[] = [document];
  for (const q of chain) scopes = find(q, scopes);
  const [first] = scopes;
  return first instanceof Element ? first : null;
}

/** An expression, for `evaluate`, that yields the element `query` finds (or null). */
export const locateSource = (query: Query): string => `(${locate.toString()})(${JSON.stringify(wire(query))})`;

/** An expression that yields what `Probe` says of the element `query` finds (`scroll`: brought into view first). */
export const probeSource = (query: Query, { scroll = false } = {}): string => `((el) => {
  if (!el) return { found: false };
  const topAt = (r) => el.getRootNode().elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  const mine = (top) => !top || top === el || el.contains(top);
  // about to be clicked: scrolled into view (its scroll box's, the page's) when something else is on top
  if (${scroll} && !mine(topAt(el.getBoundingClientRect()))) el.scrollIntoView({ block: 'center', inline: 'center' });
  const r = el.getBoundingClientRect();
  const top = topAt(r);
  return {
    found: true,
    rect: [r.x, r.y, r.width, r.height],
    disabled: el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true',
    covered: !mine(top),
    // a view's entry or a card's resize still playing on it or around it (a spinner beside it does not move it)
    moving: (el.getRootNode().getAnimations?.() ?? []).some((a) => {
      const target = a.effect?.target;
      return a.playState === 'running' && !!target && target.contains(el) && a.effect.getComputedTiming().endTime !== Infinity;
    }),
  };
})(${locateSource(query)})`;

/** How a query reads in a failure message. */
export function describeQuery(query: Query): string {
  const own = 'text' in query ? `text ${String(query.text)}` : `${query.role}${query.name === undefined ? '' : ` "${String(query.name)}"`}`;
  return query.within ? `${own} in ${describeQuery(query.within)}` : own;
}
