/**
 * The pseudo-locale `en-XA`, made from the English tables at runtime (never hand-written): every letter accented,
 * each string bracketed and about 40 % longer, placeholders and plural choices kept. A view showing plain English
 * in it shows a string that does not come from the tables; one cut off shows a layout too tight for longer languages.
 */
import { enAccount } from './account';
import { enAllWallets } from './allWallets';
import { enConfigError } from './configError';
import { enConnecting } from './connecting';
import { enEmbedded } from './embedded';
import { en } from './en';
import { enErrors } from './errors';
import { enLegal } from './legal';
import { enNames } from './names';
import { enNetworks } from './networks';
import { enOnramp } from './onramp';
import { enSwap } from './swap';
import type { LocaleTables } from './tables';
import { enWalletConnect } from './walletConnect';
import { enWhatIsAWallet } from './whatIsAWallet';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (c) => ACCENTED[PLAIN.indexOf(c)]!);

/** Accents the text of a message, leaving `{name}` placeholders as they are and recursing into plural branches. */
function accentMessage(text: string): string {
  let out = '';
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) {
      out += accent(text.slice(start, i));
      start = i;
    } else if (text[i] === '}' && --depth === 0) {
      out += accentPart(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out + accent(text.slice(start));
}

/** `{name}` unchanged; `{count, plural, one {…} other {…}}` with each branch's text accented. */
function accentPart(part: string): string {
  const plural = /^\{(\s*\w+\s*,\s*plural\s*,)([\s\S]*)\}$/.exec(part);
  if (!plural) return part;
  return `{${plural[1]}${plural[2]!.replace(/(=?\w+\s*)\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g, (_m, selector: string, branch: string) => `${selector}{${accentMessage(branch)}}`)}}`;
}

/** One English string in the pseudo-locale: `⟦Çöñîñûé ţö {appName} ·····⟧`. */
export function pseudoLocalize(text: string): string {
  const padding = Math.max(1, Math.round(text.length * 0.4) - 3);
  return `⟦${accentMessage(text)} ${'·'.repeat(padding)}⟧`;
}

const pseudoTable = <T extends Record<string, string>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([key, text]) => [key, pseudoLocalize(text)])) as { readonly [K in keyof T]: string };

export function pseudoTables(): LocaleTables {
  return {
    core: pseudoTable(en),
    errors: pseudoTable(enErrors),
    account: pseudoTable(enAccount),
    allWallets: pseudoTable(enAllWallets),
    configError: pseudoTable(enConfigError),
    connecting: pseudoTable(enConnecting),
    embedded: pseudoTable(enEmbedded),
    legal: pseudoTable(enLegal),
    names: pseudoTable(enNames),
    networks: pseudoTable(enNetworks),
    onramp: pseudoTable(enOnramp),
    swap: pseudoTable(enSwap),
    walletConnect: pseudoTable(enWalletConnect),
    whatIsAWallet: pseudoTable(enWhatIsAWallet),
  };
}
