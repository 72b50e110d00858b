import { describe, expect, it } from '@jest/globals';
import { safeImageUrl } from '../../src/core/imageUrl';

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
    '',
    null,
    undefined,
  ])('refuses %s', (url) => expect(safeImageUrl(url)).toBeUndefined());
});
