// Rows of a few scalar columns held in typed arrays, and the subset of Prisma's `where` that compares such
// columns (equality, in, notIn, ranges, not, null, AND, OR) evaluated against them as PostgreSQL would: a
// comparison with NULL keeps no row. What a search engine keeps per node, here kept per instance: the catalogue's
// facets tallied from it in milliseconds where the database scans the catalogue (lib/catalogue/facet-index.ts).
//
// The where is the very object the database is sent, so a filter has one home (lib/catalogue/query.ts). A where
// this cannot evaluate (free words, a column it does not hold) is refused as a whole, never half-evaluated:
// the caller asks the database instead.

/** A column's value as Prisma reads it. */
export type Scalar = number | string | boolean | Date | null;

/** What a where asks that this index does not hold or cannot evaluate. */
export class UnsupportedWhere extends Error {}

// Integers, booleans and strings (by their number in the column's dictionary) in Int32Array, with this for NULL;
// dates in Float64Array as milliseconds, NaN for NULL.
const NULL_INT = -0x80000000;

type Column =
  | { type: "int"; values: Int32Array; dictionary?: Map<string, number>; empty: boolean }
  | { type: "date"; values: Float64Array };

/** Grouped counts, in the shape Prisma's groupBy answers with `_count: { _all: true }`. */
export type GroupCount<R, K extends keyof R> = Pick<R, K> & { _count: { _all: number } };

export class ColumnIndex<R extends Record<F, Scalar>, F extends keyof R & string = keyof R & string> {
  private readonly columns = new Map<string, Column>();
  /** Per grouping: each row's group, and each group's key values. */
  private readonly groupings = new Map<string, { ofRow: Int32Array; keys: Record<string, Scalar>[] }>();
  readonly size: number;
  /** Every row in group 0, for a plain count. */
  private oneGroup?: Int32Array;

  /**
   * `fields` are the columns kept; `groupings` the column lists groupBy will be asked for, grouped once here
   * so a groupBy is one pass that counts per group.
   */
  constructor(rows: readonly R[], fields: readonly F[], groupings: readonly (readonly F[])[]) {
    this.size = rows.length;
    for (const field of fields) this.columns.set(field, columnOf(rows, field));
    for (const by of groupings) {
      const ofRow = new Int32Array(rows.length);
      const byKey = new Map<string, number>();
      const keys: Record<string, Scalar>[] = [];
      rows.forEach((row, i) => {
        const key = JSON.stringify(by.map((field) => row[field]));
        let group = byKey.get(key);
        if (group === undefined) {
          group = keys.length;
          byKey.set(key, group);
          keys.push(Object.fromEntries(by.map((field) => [field, row[field]])));
        }
        ofRow[i] = group;
      });
      this.groupings.set(by.join(","), { ofRow, keys });
    }
  }

  /** Bytes the typed arrays take (the group keys besides are a few thousand small objects at most). */
  get bytes(): number {
    let bytes = 0;
    for (const column of this.columns.values()) bytes += column.values.byteLength;
    for (const grouping of this.groupings.values()) bytes += grouping.ofRow.byteLength;
    return bytes;
  }

  /** How many rows the where keeps; throws UnsupportedWhere. */
  count(where: object): number {
    this.oneGroup ??= new Int32Array(this.size);
    return this.run(where, this.oneGroup, new Int32Array(1));
  }

  /** Rows the where keeps, counted per value of `by` (one of the groupings given at construction). */
  groupBy<K extends F>(by: readonly K[], where: object): GroupCount<R, K>[] {
    const grouping = this.groupings.get(by.join(","));
    if (!grouping) throw new UnsupportedWhere(`no grouping by ${by.join(", ")}`);
    const counts = new Int32Array(grouping.keys.length);
    this.run(where, grouping.ofRow, counts);
    const groups: GroupCount<R, K>[] = [];
    counts.forEach((n, group) => {
      if (n > 0) groups.push({ ...(grouping.keys[group] as Pick<R, K>), _count: { _all: n } });
    });
    return groups;
  }

  /**
   * One pass over the rows, counting those the where keeps per group. The where becomes the condition of a
   * generated loop over the typed arrays (a closure per condition cost 10–50 times more per row): its shape
   * is the source, its values are arguments, so each shape of search is compiled once and reused.
   */
  private run(where: object, ofRow: Int32Array, counts: Int32Array): number {
    const query: Query = { columns: [], constants: [] };
    const condition = this.condition(where, query);
    const source =
      query.columns.map((_, i) => `const c${i} = columns[${i}];`).join("") +
      query.constants.map((_, i) => `const k${i} = constants[${i}];`).join("") +
      `let kept = 0; for (let i = 0; i < size; i++) if (${condition}) { kept++; counts[ofRow[i]]++; } return kept;`;
    let kernel = KERNELS.get(source);
    if (!kernel) {
      if (KERNELS.size >= MAX_KERNELS) KERNELS.clear();
      // Only generated text: column and constant numbers, operators and parentheses, never a value of the where.
      kernel = new Function("columns", "constants", "size", "ofRow", "counts", source) as Kernel;
      KERNELS.set(source, kernel);
    }
    return kernel(
      query.columns.map((column) => column.values),
      query.constants,
      this.size,
      ofRow,
      counts,
    );
  }

  private condition(where: object, query: Query): string {
    const parts: string[] = [];
    for (const [name, value] of Object.entries(where)) {
      if (value === undefined) continue;
      if (name === "AND")
        parts.push(and((Array.isArray(value) ? value : [value]).map((w: object) => this.condition(w, query))));
      // An empty OR keeps nothing, as Prisma reads it.
      else if (name === "OR") parts.push(or((value as object[]).map((w) => this.condition(w, query))));
      else parts.push(this.field(name, value, query));
    }
    return and(parts);
  }

  private field(name: string, condition: unknown, query: Query): string {
    const column = this.columns.get(name);
    if (!column) throw new UnsupportedWhere(`no column ${name}`);
    let at = query.columns.indexOf(column);
    if (at === -1) at = query.columns.push(column) - 1;
    const leaf = new Leaf(column, `c${at}[i]`, query);
    if (!isOperatorObject(condition)) return leaf.equals(condition as Scalar);
    const parts = Object.entries(condition).flatMap(([operator, operand]): string[] => {
      if (operand === undefined) return [];
      switch (operator) {
        case "equals":
          return [leaf.equals(operand as Scalar)];
        case "not":
          if (isOperatorObject(operand)) throw new UnsupportedWhere(`not with operators on ${name}`);
          return [leaf.notEquals(operand as Scalar)];
        case "in":
          return [or((operand as Scalar[]).map((one) => leaf.equals(one)))];
        case "notIn":
          return [`(${leaf.present()} && !${or((operand as Scalar[]).map((one) => leaf.equals(one)))})`];
        case "gt":
        case "gte":
        case "lt":
        case "lte":
          return [leaf.compare(operator, operand as Scalar)];
        default:
          throw new UnsupportedWhere(`${operator} on ${name}`);
      }
    });
    return and(parts);
  }
}

type Kernel = (
  columns: (Int32Array | Float64Array)[],
  constants: number[],
  size: number,
  ofRow: Int32Array,
  counts: Int32Array,
) => number;
/** Compiled kernels by source: a handful of search shapes in practice, bounded all the same. */
const KERNELS = new Map<string, Kernel>();
const MAX_KERNELS = 1_000;

type Query = { columns: Column[]; constants: number[] };

function and(parts: string[]): string {
  return parts.length === 0 ? "true" : `(${parts.join(" && ")})`;
}

function or(parts: string[]): string {
  return parts.length === 0 ? "false" : `(${parts.join(" || ")})`;
}

/** The conditions on one column of one row, as source text; values go to the constants. */
class Leaf {
  constructor(
    private readonly column: Column,
    private readonly value: string,
    private readonly query: Query,
  ) {}

  private constant(value: number): string {
    if (!Number.isFinite(value)) throw new UnsupportedWhere("a value that is not a finite number");
    return `k${this.query.constants.push(value) - 1}`;
  }

  present(): string {
    // NaN is a date's NULL, the only value unequal to itself.
    return this.column.type === "date" ? `${this.value} === ${this.value}` : `${this.value} !== ${NULL_INT}`;
  }

  equals(operand: Scalar): string {
    if (operand === null) return `!(${this.present()})`;
    const code = encode(this.column, operand);
    return code === undefined ? "false" : `${this.value} === ${this.constant(code)}`;
  }

  notEquals(operand: Scalar): string {
    if (operand === null) return this.present();
    const code = encode(this.column, operand);
    return code === undefined ? this.present() : `(${this.present()} && ${this.value} !== ${this.constant(code)})`;
  }

  compare(operator: "gt" | "gte" | "lt" | "lte", operand: Scalar): string {
    const column = this.column;
    if (typeof operand === "string" || typeof operand === "boolean" || (column.type === "int" && column.dictionary))
      throw new UnsupportedWhere(`${operator} on a string or boolean`);
    const bound = encode(column, operand);
    if (bound === undefined) return "false";
    const sign = { gt: ">", gte: ">=", lt: "<", lte: "<=" }[operator];
    return `(${this.value} ${sign} ${this.constant(bound)} && ${this.present()})`;
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !(value instanceof Date);
}

function columnOf<R extends Record<F, Scalar>, F extends keyof R & string>(rows: readonly R[], field: F): Column {
  const first = rows.find((row) => row[field] !== null)?.[field];
  if (first instanceof Date) {
    const values = new Float64Array(rows.length);
    rows.forEach((row, i) => (values[i] = row[field] === null ? NaN : (row[field] as Date).getTime()));
    return { type: "date", values };
  }
  const values = new Int32Array(rows.length);
  const dictionary = typeof first === "string" ? new Map<string, number>() : undefined;
  rows.forEach((row, i) => {
    const value: Scalar = row[field];
    if (value === null) values[i] = NULL_INT;
    else if (typeof value === "boolean") values[i] = value ? 1 : 0;
    else if (typeof value === "number") {
      if (!Number.isInteger(value) || value <= NULL_INT || value > 0x7fffffff)
        throw new UnsupportedWhere(`${field} is not a 32-bit integer`);
      values[i] = value;
    } else if (typeof value === "string" && dictionary) {
      let code = dictionary.get(value);
      if (code === undefined) dictionary.set(value, (code = dictionary.size));
      values[i] = code;
    } else throw new UnsupportedWhere(`${field} mixes types`);
  });
  return { type: "int", values, dictionary, empty: first === undefined };
}

/** The operand as the column stores it; undefined for a string no row has (it equals nothing). */
function encode(column: Column, value: Scalar): number | undefined {
  if (value === null) throw new UnsupportedWhere("compared with null");
  // A column whose rows are all NULL has no type of its own: nothing in it equals or compares with anything.
  if (column.type === "int" && column.empty) return undefined;
  if (column.type === "date") {
    if (!(value instanceof Date)) throw new UnsupportedWhere("a date compared with a non-date");
    return value.getTime();
  }
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    if (!column.dictionary) throw new UnsupportedWhere("a number compared with a string");
    return column.dictionary.get(value);
  }
  throw new UnsupportedWhere("an operand of another type");
}
