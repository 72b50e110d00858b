import { GetWalletsResponseSchema, isAppLink, isWebLink } from '../../src/core/api/catalog';
import { catalogWallet } from '../helpers/catalog';

/** Catalogue links are checked where they enter: a bad one becomes null, the wallet still lists. */
describe('catalogue link schemes', () => {
  const HOSTILE = [
    'javascript:alert(1)',
    'JavaScript:alert(1)//',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/1',
    '//evil.example/wc',
    'not a link',
    '',
  ];

  it.each(HOSTILE)('refuses %j as a web link and as an app link', (link) => {
    expect(isWebLink(link)).toBe(false);
    expect(isAppLink(link)).toBe(false);
  });

  it.each(['https://app.rainbow.me', 'http://127.0.0.1:5173/wallet/', 'HTTPS://Example.com/x?y=1'])('accepts the web link %j', (link) => {
    expect(isWebLink(link)).toBe(true);
    expect(isAppLink(link)).toBe(true);
  });

  it.each(['rainbow:', 'metamask://', 'cbwallet://wsegue', 'ledgerlive://wc', 'my-wallet.app+x://'])('accepts the deep link %j only as an app link', (link) => {
    expect(isAppLink(link)).toBe(true);
    expect(isWebLink(link)).toBe(false);
  });

  it('turns every refused link into null and keeps the wallet', () => {
    const bad = catalogWallet(1, {
      mobile_link: 'javascript:alert(1)//',
      desktop_link: 'data:text/html,x',
      webapp_link: 'rainbow://',
      app_store: 'javascript:alert(1)',
      play_store: 'vbscript:x',
      chrome_store: 'file:///x',
    });
    const good = catalogWallet(2, { mobile_link: 'rainbow:', desktop_link: 'rainbow-desktop://', webapp_link: 'https://app.rainbow.me' });
    const parsed = GetWalletsResponseSchema.parse({ data: [bad, good], count: 2 });
    expect(parsed.data[0]).toEqual({
      ...bad,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
    });
    expect(parsed.data[1]).toEqual(good);
  });
});
