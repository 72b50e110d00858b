/**
 * The map inside the repository (docs/): the pictures README.md and docs/ show are exactly the ones
 * `npm run pictures` makes (scripts/pictureList.ts), each on disk; and no file of the repository points at documents
 * outside it. Reads files only: no browser, no sandbox.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PICTURE_PATHS, PICTURES_DIR } from '../../scripts/pictureList';

const ROOT = path.join(__dirname, '../..');
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = [path.join(ROOT, 'README.md')];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.md')) found.push(full);
    }
  };
  walk(path.join(ROOT, 'docs'));
  return found;
}

/** Every PNG a document shows (`src="…"` or `](…)`), as a path from the repository's root, with where it is shown. */
function picturesShown(): { picture: string; in: string }[] {
  return documents().flatMap((doc) =>
    [...readFileSync(doc, 'utf8').matchAll(/(?:src="|\]\()([^")\s]+\.png)/g)].map((m) => ({
      picture: rel(path.resolve(path.dirname(doc), m[1]!)),
      in: rel(doc),
    })),
  );
}

describe('the pictures in README.md and docs/', () => {
  const shown = picturesShown();
  const made = new Set(PICTURE_PATHS);

  it('shows only pictures the script makes, and each is committed', () => {
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((s) => !made.has(s.picture))).toEqual([]);
    expect(shown.filter((s) => !existsSync(path.join(ROOT, s.picture)))).toEqual([]);
  });

  it('shows every picture the script makes, and docs/pictures holds no other', () => {
    const shownSet = new Set(shown.map((s) => s.picture));
    expect(PICTURE_PATHS.filter((p) => !shownSet.has(p))).toEqual([]);
    expect(PICTURE_PATHS.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([]);
    const onDisk = readdirSync(path.join(ROOT, PICTURES_DIR)).map((name) => `${PICTURES_DIR}/${name}`);
    expect(onDisk.filter((p) => !made.has(p))).toEqual([]);
  });
});

describe('the repository points at no document outside it', () => {
  // built, so this file does not name what it looks for
  const outside = ['..', 'shared', ''].join('/');
  const skipped = new Set(['node_modules', 'dist', '.git', 'coverage', 'results', '.cache']);
  const text = /\.(ts|tsx|js|cjs|mjs|json|md|sh|html|css|sol|yml|yaml)$|^\.?[a-z]+$/i;

  it(`no source, script, test or document mentions ${outside}`, () => {
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (skipped.has(name)) continue;
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (text.test(name) && name !== 'package-lock.json' && readFileSync(full, 'utf8').includes(outside)) hits.push(rel(full));
      }
    };
    walk(ROOT);
    expect(hits).toEqual([]);
  });
});
