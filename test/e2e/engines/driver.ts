/**
 * The seam between the core journeys (journeys.ts) and a browser engine: a page that can load, evaluate, click,
 * type and press keys natively. Each engine file (firefox.ts, webkit.ts) implements the few primitives with its own
 * library; everything a journey does is built here from them, the same for every engine: find by role and name,
 * wait on a condition, click once the target is enabled and has stopped moving.
 */
import { describeQuery, locateSource, probeSource, type Probe, type Query } from './locate';

export type { Query } from './locate';

export type Key = 'Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight';

export interface EnginePage {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The value of a JavaScript expression in the page (a promise is awaited), as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** A native click (pointer events at its centre, scrolled into view) on what `query` finds now. */
  clickNow(query: Query): Promise<void>;
  /** Focuses what `query` finds now and types `text` into it, key by key. */
  typeInto(query: Query, text: string): Promise<void>;
  /** One key, to whatever holds focus. */
  press(key: Key): Promise<void>;
  /** Text typed key by key to whatever holds focus. */
  type(text: string): Promise<void>;
  /** Uncaught errors, unhandled rejections and console errors the page has had so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  /** 'firefox' or 'webkit', for the test names */
  name: string;
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Longest wait for one condition; jest's test timeout bounds a journey. */
const WAIT_MS = 15_000;
/** How often a condition is asked again: a round trip to the page each time. */
const POLL_MS = 50;

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** What the modal's dialogs say now, for a failure message. */
const SCREEN = `Array.from(document.querySelector('walletgate-modal')?.shadowRoot?.querySelectorAll('[role="dialog"]') ?? [])
  .map((d) => d.innerText.replace(/\\s+/g, ' ').slice(0, 400)).join(' | ')`;

/** Asks `check` until it answers something truthy, and returns that; fails after WAIT_MS, saying `what`. */
export async function waitUntil<T>(check: () => Promise<T>, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS / 1000} s for ${what}`);
    await pause();
  }
}

/** `waitUntil` on a page: a failure adds what `detail` says and what the page's modal says then. */
async function waitOn<T>(page: EnginePage, check: () => Promise<T>, what: string, detail = () => ''): Promise<NonNullable<T>> {
  try {
    return await waitUntil(check, what);
  } catch (error) {
    const screen = (await page.evaluate<string>(SCREEN).catch(() => '')) || 'nothing';
    throw new Error(`${(error as Error).message}${detail()}; the modal said: ${screen}`, { cause: error });
  }
}

/** Waits for a JavaScript expression in the page to be truthy. */
export async function waitForExpression(page: EnginePage, expression: string, what = expression): Promise<void> {
  await waitOn(page, () => page.evaluate<unknown>(expression), what);
}

const probe = (page: EnginePage, query: Query, scroll = false) => page.evaluate<Probe>(probeSource(query, { scroll }));

/** Waits until `query` finds a visible element. */
export async function waitFor(page: EnginePage, query: Query): Promise<void> {
  await waitOn(page, async () => (await probe(page, query)).found, describeQuery(query));
}

/** Waits until `query` finds nothing visible. */
export async function waitGone(page: EnginePage, query: Query): Promise<void> {
  await waitOn(page, async () => !(await probe(page, query)).found, `${describeQuery(query)} to go`);
}

export async function count(page: EnginePage, query: Query): Promise<number> {
  return (await probe(page, query)).found ? 1 : 0;
}

/**
 * Clicks `query` once it is there, enabled, uncovered, no animation plays around it, and it is at the same place on
 * three looks in a row: the pointer lands where the engine computed it would, on what has stopped moving.
 */
export async function click(page: EnginePage, query: Query): Promise<void> {
  const looks: string[] = [];
  let seen: Probe = { found: false };
  const ready = async () => {
    seen = await probe(page, query, true);
    looks.unshift(JSON.stringify(seen.rect));
    // three looks, 100 ms and more: an engine that paints seldom (WebKit on a busy machine) shows a move late
    const still = looks.length >= 3 && looks[1] === looks[0] && looks[2] === looks[0];
    return seen.found && !seen.disabled && !seen.covered && !seen.moving && still;
  };
  await waitOn(page, ready, `${describeQuery(query)} to be enabled, uncovered and still`, () => ` (last seen: ${JSON.stringify(seen)})`);
  try {
    await page.clickNow(query);
  } catch (error) {
    throw new Error(`clicking ${describeQuery(query)}: ${(error as Error).message || (error as Error).name}`, { cause: error });
  }
}

/** Types `text` into the field `query` finds, once it is there and enabled. */
export async function fill(page: EnginePage, query: Query, text: string): Promise<void> {
  const ready = async () => {
    const seen = await probe(page, query);
    return seen.found && !seen.disabled;
  };
  await waitOn(page, ready, `${describeQuery(query)} to be enabled`);
  await page.typeInto(query, text);
}

/** An expression: the focused element, looking through shadow roots, is the one `query` finds. */
const focusedSource = (query: Query) => `((target) => {
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  return !!target && active === target;
})(${locateSource(query)})`;

export const isFocused = (page: EnginePage, query: Query) => page.evaluate<boolean>(focusedSource(query));

/** Presses `key` until the element `query` finds holds focus; fails after `max` presses. */
export async function pressUntilFocused(page: EnginePage, key: Key, query: Query, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(page, query)) return;
    await page.press(key);
  }
  if (!(await isFocused(page, query))) throw new Error(`${key} ×${max} never reached ${describeQuery(query)}`);
}
