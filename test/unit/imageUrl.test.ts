import { describe, expect, it } from '@jest/globals';
import { originsOf, safeImageUrl } from '../../src/core/imageUrl';

describe('SPEC §5 image URLs from outside are checked by scheme before they reach the DOM', () => {
  it.each([
    'https://api.example/public/getTokenImage/eth',
    'http://127.0.0.1:3001/public/getTokenImage/eth',
    'blob:http://host.test/1b2c',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps %s', (url) => expect(safeImageUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '/relative/from/the/host.png',
    'ftp://files.example/x.png',
    'https://bad.example/a b.png',
    'http://tracker.example/pixel.png', // plain http only on loopback or the configured API
    '',
    null,
    undefined,
  ])('refuses %s', (url) => expect(safeImageUrl(url)).toBeUndefined());
});

describe('SPEC §5 http: images only from loopback or the configured API', () => {
  it('keeps http at a configured origin, refuses it elsewhere', () => {
    const origins = originsOf(['http://api.test/', 'not a url']);
    expect(origins).toEqual(['http://api.test']);
    expect(safeImageUrl('http://api.test/public/getTokenImage/eth', origins)).toBe('http://api.test/public/getTokenImage/eth');
    expect(safeImageUrl('http://api.test.evil.example/x.png', origins)).toBeUndefined();
    expect(safeImageUrl('http://localhost:9/x.png')).toBe('http://localhost:9/x.png');
    expect(safeImageUrl('http://[::1]:9/x.png')).toBe('http://[::1]:9/x.png');
  });
});
