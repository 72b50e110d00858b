/**
 * The modal's stylesheets are CSS in template literals marked `/* css *\/` (src/ui/styles.ts, the views' styles):
 * written readably, shipped without their comments and indentation. Used as a webpack loader before swc (the demo)
 * and by scripts/buildLib.ts (the package). Only the literal's text changes, never an interpolation `${…}`; each
 * line stays on its line (comments and whitespace runs keep their newlines), so source maps still point right.
 * What it removes is never significant in CSS: comments, indentation, repeated spaces, spaces around `{ } ;` and
 * after `:` and `,` (the stylesheets hold no strings or URLs where such a space would matter).
 */

/** One literal's text (no interpolations): comments dropped, whitespace compacted, line breaks kept. */
function compactCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/\s+/g, (space) => space.replace(/[^\n]/g, '') || ' ')
    .replace(/ *([{};]) */g, '$1')
    .replace(/([:,]) /g, '$1');
}

const MARK = '/* css */ `';

/** Compacts every `/* css *\/` template literal in a module's source; anything else is left as it is. */
function compactCssTemplates(source) {
  let out = '';
  let at = 0;
  for (let start = source.indexOf(MARK); start !== -1; start = source.indexOf(MARK, at)) {
    let i = start + MARK.length;
    out += source.slice(at, i);
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (source.startsWith('${', i)) {
        // an interpolation is JavaScript: copied as it is, up to its closing brace
        let depth = 0;
        let j = i + 1;
        for (; j < source.length; j += 1) {
          if (source[j] === '{') depth += 1;
          else if (source[j] === '}' && --depth === 0) break;
        }
        out += compactCss(text) + source.slice(i, j + 1);
        text = '';
        i = j + 1;
      } else {
        text += source[i];
        i += 1;
      }
    }
    out += compactCss(text);
    at = i;
  }
  return out + source.slice(at);
}

/** As a webpack loader. */
module.exports = function compactCssLoader(source) {
  return compactCssTemplates(source);
};
module.exports.compactCssTemplates = compactCssTemplates;
