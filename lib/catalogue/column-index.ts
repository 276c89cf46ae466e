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
  { type: "int"; values: Int32Array; dictionary?: Map<string, number> } | { type: "date"; values: Float64Array };

type Predicate = (row: number) => boolean;

/** Grouped counts, in the shape Prisma's groupBy answers with `_count: { _all: true }`. */
export type GroupCount<R, K extends keyof R> = Pick<R, K> & { _count: { _all: number } };

export class ColumnIndex<R extends Record<F, Scalar>, F extends keyof R & string = keyof R & string> {
  private readonly columns = new Map<string, Column>();
  /** Per grouping: each row's group, and each group's key values. */
  private readonly groupings = new Map<string, { ofRow: Int32Array; keys: Record<string, Scalar>[] }>();
  readonly size: number;

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
    const keep = this.compile(where);
    let n = 0;
    for (let row = 0; row < this.size; row++) if (keep(row)) n++;
    return n;
  }

  /** Rows the where keeps, counted per value of `by` (one of the groupings given at construction). */
  groupBy<K extends F>(by: readonly K[], where: object): GroupCount<R, K>[] {
    const grouping = this.groupings.get(by.join(","));
    if (!grouping) throw new UnsupportedWhere(`no grouping by ${by.join(", ")}`);
    const keep = this.compile(where);
    const counts = new Int32Array(grouping.keys.length);
    const { ofRow } = grouping;
    for (let row = 0; row < this.size; row++) if (keep(row)) counts[ofRow[row]]++;
    const groups: GroupCount<R, K>[] = [];
    counts.forEach((n, group) => {
      if (n > 0) groups.push({ ...(grouping.keys[group] as Pick<R, K>), _count: { _all: n } });
    });
    return groups;
  }

  private compile(where: object): Predicate {
    const parts: Predicate[] = [];
    for (const [name, value] of Object.entries(where)) {
      if (value === undefined) continue;
      if (name === "AND") parts.push(all((Array.isArray(value) ? value : [value]).map((w) => this.compile(w))));
      // An empty OR keeps nothing, as Prisma reads it.
      else if (name === "OR") parts.push(any((value as object[]).map((w) => this.compile(w))));
      else parts.push(this.field(name, value));
    }
    return all(parts);
  }

  private field(name: string, condition: unknown): Predicate {
    const column = this.columns.get(name);
    if (!column) throw new UnsupportedWhere(`no column ${name}`);
    if (!isOperatorObject(condition)) return equals(column, condition as Scalar);
    const parts = Object.entries(condition).flatMap(([operator, operand]): Predicate[] => {
      if (operand === undefined) return [];
      switch (operator) {
        case "equals":
          return [equals(column, operand as Scalar)];
        case "not":
          if (isOperatorObject(operand)) throw new UnsupportedWhere(`not with operators on ${name}`);
          return [notEquals(column, operand as Scalar)];
        case "in":
          return [any((operand as Scalar[]).map((one) => equals(column, one)))];
        case "notIn": {
          const within = any((operand as Scalar[]).map((one) => equals(column, one)));
          return [(row) => !isNull(column, row) && !within(row)];
        }
        case "gt":
        case "gte":
        case "lt":
        case "lte":
          return [compare(column, operator, operand as Scalar)];
        default:
          throw new UnsupportedWhere(`${operator} on ${name}`);
      }
    });
    return all(parts);
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !(value instanceof Date);
}

function all(parts: Predicate[]): Predicate {
  if (parts.length === 0) return () => true;
  if (parts.length === 1) return parts[0];
  return (row) => {
    for (const part of parts) if (!part(row)) return false;
    return true;
  };
}

function any(parts: Predicate[]): Predicate {
  if (parts.length === 1) return parts[0];
  return (row) => {
    for (const part of parts) if (part(row)) return true;
    return false;
  };
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
  return { type: "int", values, dictionary };
}

function isNull(column: Column, row: number): boolean {
  const value = column.values[row];
  return column.type === "date" ? Number.isNaN(value) : value === NULL_INT;
}

/** The operand as the column stores it; undefined for a string no row has (it equals nothing). */
function encode(column: Column, value: Scalar): number | undefined {
  if (value === null) throw new UnsupportedWhere("compared with null");
  if (column.type === "date") {
    if (!(value instanceof Date)) throw new UnsupportedWhere("a date compared with a non-date");
    return value.getTime();
  }
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    // A column whose rows are all NULL has no dictionary yet: the string equals none of them.
    if (column.dictionary === undefined && column.values.some((v) => v !== NULL_INT))
      throw new UnsupportedWhere("a number compared with a string");
    return column.dictionary?.get(value);
  }
  throw new UnsupportedWhere("an operand of another type");
}

function equals(column: Column, value: Scalar): Predicate {
  if (value === null) return (row) => isNull(column, row);
  const code = encode(column, value);
  if (code === undefined) return () => false;
  const values = column.values;
  return (row) => values[row] === code;
}

function notEquals(column: Column, value: Scalar): Predicate {
  if (value === null) return (row) => !isNull(column, row);
  const code = encode(column, value);
  return (row) => !isNull(column, row) && column.values[row] !== code;
}

function compare(column: Column, operator: "gt" | "gte" | "lt" | "lte", value: Scalar): Predicate {
  if (typeof value === "string" || typeof value === "boolean" || (column.type === "int" && column.dictionary))
    throw new UnsupportedWhere(`${operator} on a string or boolean`);
  const bound = encode(column, value)!;
  const values = column.values;
  // NaN (a date's NULL) compares false with anything; NULL_INT is told apart.
  const present = column.type === "date" ? () => true : (row: number) => values[row] !== NULL_INT;
  switch (operator) {
    case "gt":
      return (row) => values[row] > bound && present(row);
    case "gte":
      return (row) => values[row] >= bound && present(row);
    case "lt":
      return (row) => values[row] < bound && present(row);
    case "lte":
      return (row) => values[row] <= bound && present(row);
  }
}
