/**
 * Fuzzing: inputs for property-based tests of every zod boundary, built from the boundary's own schema.
 *
 * - `fromSchema(schema)` walks a zod (mini or classic) schema's definition and generates values of its shape
 *   (strings matching its regexes where it has them), so most cases get past the first check and reach the deep ones;
 * - `mutated(arb)` damages such values at a random path: wrong types, missing and extra keys, huge strings, deep
 *   nesting, `__proto__` / `constructor` / `prototype` as own keys (through JSON.parse, as a wire message has them),
 *   NaN, ±Infinity, -0, huge and negative numbers, lone surrogates, nulls;
 * - `fuzzInput(schema)` mixes both with fully arbitrary JSON and arbitrary JS values;
 * - `hostileObject()` adds what only a page script can hand over (getters and proxies that throw), for the
 *   boundaries that receive live objects (wallet announcements, registered wallets, provider errors).
 *
 * `FuzzCounts` keeps, per boundary, how many cases ran and how many were accepted or refused, and prints one table
 * (`npm test` shows it): a boundary that accepted nothing or refused nothing was not really exercised.
 */
import fc from 'fast-check';

/**
 * Each property runs this many cases: 10,000 in `npm test` (each boundary meets ten thousand shaped, damaged and
 * hostile values a run, other ones each run as the seed changes; the counts table shows how many each accepted and
 * refused), and whatever `WALLETGATE_FUZZ_RUNS` says for a deeper run (`npm run fuzz` runs 50,000). A count, never a
 * time: the same seed runs the same cases on any machine.
 */
export const FUZZ_RUNS = fuzzRuns(process.env.WALLETGATE_FUZZ_RUNS);

function fuzzRuns(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 10_000;
  const runs = Number(setting);
  if (!Number.isInteger(runs) || runs < 2) throw new Error(`WALLETGATE_FUZZ_RUNS must be a whole number of cases (2 or more), not "${setting}"`);
  return runs;
}

// Own `__proto__` keys, as JSON.parse makes them (an object literal would set the prototype instead).
const POLLUTERS: readonly unknown[] = [
  JSON.parse('{"__proto__":{"polluted":"yes","isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"prototype":{"polluted":"yes"},"__proto__":[1,2]}'),
  JSON.parse('[{"__proto__":{"polluted":"yes"}}]'),
];
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'] as const;

function deep(levels: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const key of Object.keys(v)) stack.push(Object.getOwnPropertyDescriptor(v, key)?.value);
  }
  return value;
}

const HUGE = 'x'.repeat(64_000);
// frozen: cases share them, and a mutation must not change them for the next case
const SPECIAL: readonly unknown[] = deepFreeze([
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_SAFE_INTEGER,
  0.5,
  '',
  ' ',
  '0x',
  '\u0000',
  '\ud800',
  '\u202e\u0627\u0644',
  '👩‍👩‍👧‍👦'.repeat(50),
  HUGE,
  `0x${'f'.repeat(32_000)}`,
  true,
  false,
  [],
  {},
  deep(1_000, 'array'),
  deep(1_000, 'object'),
  Array.from({ length: 2_000 }, (_, i) => i),
  ...POLLUTERS,
]);

/** A value a boundary should not expect: one of the nasty constants, or any JSON. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.oneof(fc.double(), fc.integer(), fc.bigInt().map(String)), weight: 1 },
);

interface Def {
  type: string;
  [key: string]: unknown;
}
type AnySchema = { _zod: { def: Def } };

const defOf = (schema: unknown): Def => (schema as AnySchema)._zod.def;

function regexesOf(def: Def): RegExp[] {
  const checks = (def.checks as { _zod: { def: { pattern?: unknown } } }[] | undefined) ?? [];
  return checks.map((c) => c._zod.def.pattern).filter((p): p is RegExp => p instanceof RegExp);
}

/** Values of the schema's shape (its refinements are not all honoured: "valid-ish"). */
export function fromSchema(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => fromSchema(s, depth + 1);
  if (depth > 8) return fc.constant(null);
  switch (def.type) {
    case 'string': {
      const patterns = regexesOf(def);
      const format = def.format as string | undefined;
      const shaped: fc.Arbitrary<string>[] = patterns.map((p) => fc.stringMatching(p, { size: 'small' }));
      if (format === 'email') shaped.push(fc.emailAddress());
      if (format === 'url') shaped.push(fc.webUrl());
      const plain = fc.string({ maxLength: 30 });
      return shaped.length ? fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 4 }, { arbitrary: plain, weight: 1 }) : plain;
    }
    case 'number':
      return def.format === 'safeint' || def.format === 'int32' || def.format === 'uint32'
        ? fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer())
        : fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 1_000 }));
    case 'int':
      return fc.integer();
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'array': {
      const element = inner(def.element);
      return fc.array(element, { maxLength: depth > 3 ? 2 : 5 });
    }
    case 'tuple': {
      const items = (def.items as unknown[]).map(inner);
      return items.length ? fc.tuple(...items) : fc.constant([]);
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const entries = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)]));
      // optional keys may be absent altogether (not only undefined)
      const optional = Object.keys(shape).filter((k) => defOf(shape[k]).type === 'optional');
      return fc.record(entries, { requiredKeys: Object.keys(shape).filter((k) => !optional.includes(k)) });
    }
    case 'record':
      return fc.dictionary(fc.oneof(inner(def.keyType).filter((k) => typeof k === 'string') as fc.Arbitrary<string>, fc.string({ maxLength: 8 })), inner(def.valueType), { maxKeys: 4 });
    case 'map':
      return fc.constant(new Map());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) =>
        typeof a === 'object' && a !== null && typeof b === 'object' && b !== null ? { ...a, ...b } : a,
      );
    case 'template_literal':
      return fc.string({ maxLength: 20 });
    case 'date':
      return fc.date();
    default:
      // unknown, any, custom, transform, never…: anything at all
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

/** Every path into a JSON-ish value (the root included), breadth first, at most `limit`. */
function pathsOf(value: unknown, limit = 64): Path[] {
  const out: Path[] = [[]];
  const queue: { path: Path; value: unknown }[] = [{ path: [], value }];
  while (queue.length && out.length < limit) {
    const { path, value: v } = queue.shift()!;
    if (typeof v !== 'object' || v === null) continue;
    for (const key of Object.keys(v)) {
      const next = [...path, Array.isArray(v) ? Number(key) : key];
      out.push(next);
      queue.push({ path: next, value: (v as Record<string, unknown>)[key] });
    }
  }
  return out;
}

const clone = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i += 1) out.push(clone(value[i]));
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) Object.defineProperty(out, key, { value: clone((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  return out;
};

type Mutation =
  | { kind: 'replace'; pick: number; with: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'extraKey'; pick: number; key: string; with: unknown }
  | { kind: 'wrap'; pick: number; as: 'array' | 'object' | 'string' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), with: hostileValue }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('extraKey' as const),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 10 })),
    with: hostileValue,
  }),
  fc.record({ kind: fc.constant('wrap' as const), pick: fc.nat(), as: fc.constantFrom('array' as const, 'object' as const, 'string' as const) }),
);

const own = (parent: unknown, key: string | number): unknown =>
  typeof parent === 'object' && parent !== null ? Object.getOwnPropertyDescriptor(parent, key)?.value : undefined;

/** Changes the value at `path` in place; a path into a frozen constant (shared by many cases) is left alone. */
function setAt(root: unknown, path: Path, update: (current: unknown, parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  if (path.length === 0) {
    const holder: Record<string, unknown> = { root };
    update(root, holder, 'root');
    return holder.root;
  }
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) parent = own(parent, key);
  const key = path[path.length - 1]!;
  if (typeof parent !== 'object' || parent === null || Object.isFrozen(parent)) return root;
  update(own(parent, key), parent as Record<string | number, unknown>, key);
  return root;
}

/** Own data property, even for `__proto__` (an assignment would set the prototype instead). */
const put = (target: Record<string | number, unknown>, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

function applyMutation(value: unknown, m: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[m.pick % paths.length]!;
  switch (m.kind) {
    case 'replace':
      return setAt(value, path, (_c, parent, key) => void put(parent, key, m.with));
    case 'delete':
      return setAt(value, path, (_c, parent, key) => {
        // on an array this leaves a hole: a sparse array is one more shape to survive
        delete parent[key];
      });
    case 'extraKey':
      return setAt(value, path, (current) => {
        // an own property even for `__proto__`, as JSON.parse would make it
        // on objects only: no JSON body has an array with named keys (and an own `constructor` key on an array
        // breaks the test's own copying through Array species)
        if (typeof current === 'object' && current !== null && !Array.isArray(current) && !Object.isFrozen(current)) put(current as Record<string, unknown>, m.key, m.with);
      });
    case 'wrap':
      return setAt(value, path, (current, parent, key) => {
        put(parent, key, m.as === 'array' ? [current] : m.as === 'object' ? { value: current } : text(current));
      });
  }
}

/** JSON text of a value; BigInt and other values JSON cannot hold give their type's name. */
export const text = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(typeof value);
  }
};

/** Shaped values, damaged by one to three mutations. */
export function mutated(arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(arb, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([value, mutations]) => mutations.reduce(applyMutation, clone(value)));
}

/** Arbitrary JS values a structured clone can carry (what postMessage delivers), null-prototype objects included. */
const anyCloneable: fc.Arbitrary<unknown> = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withBoxedValues: true,
});

/**
 * The input mix for a boundary checked by `schema`: shaped values (about a fifth, mostly accepted), damaged shaped
 * values (the most), fully arbitrary JSON, arbitrary cloneable values and the nasty constants.
 */
export function fuzzInput(schema: unknown, shaped: fc.Arbitrary<unknown> = fromSchema(schema)): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shaped, weight: 3 },
    { arbitrary: mutated(shaped), weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 2 },
    { arbitrary: anyCloneable, weight: 1 },
    { arbitrary: hostileValue, weight: 2 },
  );
}

/**
 * A live object a page script could hand over whose getters, or every trap, throw. Generated as a recipe and built
 * by `materialize` inside the property: fast-check itself reads generated values (clone and print hooks).
 */
export class HostileRecipe {
  constructor(
    readonly build: () => unknown,
    private readonly label: string,
  ) {}
  toString() {
    return this.label;
  }
}

export function hostileObject(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<HostileRecipe> {
  return fc.tuple(shaped, fc.nat(), fc.boolean()).map(([value, pick, proxy]) => {
    const thrower = () => {
      throw new Error('hostile getter');
    };
    if (proxy) {
      return new HostileRecipe(() => new Proxy({}, { get: thrower, has: thrower, ownKeys: thrower, getOwnPropertyDescriptor: thrower, getPrototypeOf: thrower }), 'a proxy whose every trap throws');
    }
    const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
    const key = keys.length ? keys[pick % keys.length]! : 'name';
    return new HostileRecipe(() => {
      const target = typeof value === 'object' && value !== null ? (clone(value) as Record<string, unknown>) : {};
      Object.defineProperty(target, key, { get: thrower, enumerable: true, configurable: true });
      return target;
    }, `${text(value)} with a throwing getter for ${key}`);
  });
}

/** Builds the hostile objects a case holds (at its top, or in its arrays and plain objects, two levels down). */
export function materialize(value: unknown, depth = 0): unknown {
  if (value instanceof HostileRecipe) return value.build();
  if (depth >= 2 || typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    // not value.map: an array may carry its own `constructor` key, which Array species would call
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i += 1) out.push(materialize(value[i], depth + 1));
    return out;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) put(out, key, materialize((value as Record<string, unknown>)[key], depth + 1));
  return out;
}

const PROTOTYPES: [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

/**
 * Own keys of the built-in prototypes, to compare before and after a property ran. In the engine's order (insertion
 * order, stable while nothing changes), not sorted: it runs after every case, and a key added, or deleted and put
 * back, changes the list either way.
 */
export function prototypeKeys(): Record<string, PropertyKey[]> {
  return Object.fromEntries(PROTOTYPES.map(([name, proto]) => [name, Reflect.ownKeys(proto)]));
}

/** True when no built-in prototype gained (or lost) a key and no fresh object inherits a polluted value. */
export function prototypesClean(before: Record<string, PropertyKey[]>): boolean {
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined) return false;
  // key by key, without building strings: this runs after each of the 300,000 cases
  return PROTOTYPES.every(([name, proto]) => {
    const now = Reflect.ownKeys(proto);
    const was = before[name]!;
    return now.length === was.length && now.every((key, i) => key === was[i]);
  });
}

export type Outcome = 'accepted' | 'refused';

/** Per boundary: cases run, accepted, refused. */
export class FuzzCounts {
  private readonly rows = new Map<string, { runs: number; accepted: number; refused: number }>();

  count(boundary: string, outcome: Outcome) {
    const row = this.rows.get(boundary) ?? { runs: 0, accepted: 0, refused: 0 };
    row.runs += 1;
    row[outcome] += 1;
    this.rows.set(boundary, row);
  }

  get(boundary: string) {
    return this.rows.get(boundary) ?? { runs: 0, accepted: 0, refused: 0 };
  }

  /** The table, written to stdout so it shows in `npm test` between jest's own lines. */
  print(title: string) {
    const name = Math.max(8, ...[...this.rows.keys()].map((k) => k.length));
    const lines = [
      `\n${title}`,
      `${'boundary'.padEnd(name)}  ${'runs'.padStart(7)}  ${'accepted'.padStart(8)}  ${'refused'.padStart(8)}`,
      ...[...this.rows].map(([k, r]) => `${k.padEnd(name)}  ${String(r.runs).padStart(7)}  ${String(r.accepted).padStart(8)}  ${String(r.refused).padStart(8)}`),
    ];
    const total = [...this.rows.values()].reduce((sum, r) => sum + r.runs, 0);
    lines.push(`${this.rows.size} boundaries, ${total} cases\n`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
