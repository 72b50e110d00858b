import { tokenMatches } from '../../src/core/tokenSearch';

describe('the token pickers’ search (Send and Swap)', () => {
  const gold = { name: 'Sandbox Gold', symbol: 'sGLD' };
  it.each([
    ['', true],
    ['   ', true],
    ['gold', true],
    [' GLD ', true],
    ['sgl', true],
    ['silver', false],
    ['usd', false],
  ])('%j matches Sandbox Gold (sGLD): %s', (query, expected) => {
    expect(tokenMatches(gold, query)).toBe(expected);
  });
});
