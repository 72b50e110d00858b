import { createRequire } from 'node:module';
import { STYLES } from '../../src/ui/styles';

const { compactCssTemplates } = createRequire(__filename)('../../scripts/compactCss.cjs') as { compactCssTemplates: (source: string) => string };

/** What CSS means, whatever its comments and spacing: the comparison a stylesheet's rules survive. */
const meaning = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/([:,]) /g, '$1')
    .trim();

describe('the stylesheets as shipped (scripts/compactCss.cjs)', () => {
  it('drops comments and indentation from a /* css */ literal, keeps each line on its line and every interpolation as written', () => {
    const source = [
      "const other = 'a  {  b }';",
      'export const CSS = /* css */ `',
      '/* the card */',
      '.wg-card {',
      '  padding: ${top}px ${x}px;  margin: 0 auto;',
      '  width: calc(100% - ${gap}px);',
      '}`;',
    ].join('\n');
    const out = compactCssTemplates(source);
    expect(out.split('\n')).toEqual([
      "const other = 'a  {  b }';",
      'export const CSS = /* css */ `',
      '',
      '.wg-card{',
      'padding:${top}px ${x}px;margin:0 auto;',
      'width:calc(100% - ${gap}px);',
      '}`;',
    ]);
  });

  it('leaves the modal stylesheet meaning the same, smaller', () => {
    // the stylesheet text with its interpolations already filled in: compacting it as one literal changes no rule
    const compact = compactCssTemplates(`/* css */ \`${STYLES.replace(/[`$\\]/g, '\\$&')}\``).slice('/* css */ `'.length, -1);
    expect(meaning(compact)).toBe(meaning(STYLES));
    expect(compact.length).toBeLessThan(STYLES.length * 0.9);
    expect(compact).not.toMatch(/\/\*|\n | {2}/);
  });
});
