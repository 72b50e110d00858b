/** The sandbox's stand-in images (sandbox/api/images.ts): the initials a wallet or token tile shows. */
import { iconSvg } from '../../sandbox/api/images';

const textOf = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];

describe('sandbox icon initials', () => {
  it('takes the first letters of two words, whether spaced or joined in one name', () => {
    expect(textOf(iconSvg('Sandbox Wallet', 'a'))).toBe('SW');
    expect(textOf(iconSvg('WalletConnect', 'a'))).toBe('WC');
    expect(textOf(iconSvg('Amber-Wallet', 'a'))).toBe('AW');
  });

  it('keeps a one-word token symbol whole, up to four characters, case and all', () => {
    expect(textOf(iconSvg('sUSD', 'a', 'circle'))).toBe('sUSD');
    expect(textOf(iconSvg('USDC', 'a', 'circle'))).toBe('USDC');
    expect(textOf(iconSvg('Ethereum', 'a', 'circle'))).toBe('Ethe');
  });
});
