import { Placeholder, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/**
 * A list page runs on every screen, and building its SQL through the query builder cost the server more than the
 * database spent answering it (profiled: ~0.5 ms of a page, most of it the builder walking thirty columns). Its
 * SQL depends only on its shape (which filters, which sort, a keyword or not), so each shape is built and prepared
 * once per database, and a request only binds its own values to it.
 */
export interface Binding {
  /**
   * A value of this request: a placeholder of the prepared shape, or the value itself where nothing is prepared.
   * Conditions shared by several statements are numbered in the order they are bound; a statement's own values
   * (its limit, its offset) are named, so they do not move the numbers of the next statement's.
   */
  bind(value: unknown, name?: string): any;
  /** Nothing is prepared inside a unit of work: a transaction's statements would be prepared anew on each one. */
  readonly prepared: boolean;
  readonly values: Record<string, unknown>;
}

/** Values passed as they are (the query builder binds them): what every condition builder does by default. */
export const inline: Binding = { bind: (value) => value, prepared: false, values: {} };

/** Placeholders numbered in the order they are bound: a shape binds its values in the same order on every request. */
export function bindingFor(db: Db): Binding {
  if (db instanceof PgTransaction) return inline;
  const values: Record<string, unknown> = {};
  let next = 0;
  return {
    prepared: true,
    values,
    bind(value, name = `p${next++}`) {
      // A placeholder skips the column's own encoding: an instant goes as its ISO text, as the column would send it.
      values[name] = value instanceof Date ? value.toISOString() : value;
      return sql.placeholder(name);
    },
  };
}

interface Buildable<T> extends PromiseLike<T[]> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<T[]> };
  toSQL(): { sql: string; params: unknown[] };
}

interface Shape {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
  /** The SQL and the order of its placeholders: what a build of the same key must give again. */
  fingerprint: string;
}

/** Shapes kept per database; a server sees a bounded set (filters × sorts × search), this only caps a surprise. */
export const SHAPES_KEPT = 500;
const shapesOf = new WeakMap<object, Map<string, Shape>>();
/** Prepared statements are named per connection: every shape of every database gets its own name. */
let named = 0;
/**
 * Under test every request also builds its SQL and compares it with the kept shape: a key that misses a choice
 * fails there instead of binding one request's values to another's SQL. (A test of "no SQL is built" turns it off.)
 */
export const shapeChecks = { enabled: process.env.NODE_ENV === "test" };

const fingerprintOf = (query: Buildable<unknown>): string => {
  const { sql: text, params } = query.toSQL();
  return JSON.stringify([text, params.map((param) => (param instanceof Placeholder ? `:${param.name}` : param))]);
};

/**
 * Runs the query `build` makes for `key` with the binding's values: prepared once per database and key, built
 * on every call where the binding prepares nothing. `key` must name every choice that changes the SQL.
 */
export async function runShape<T>(db: Db, key: string, binding: Binding, build: () => Buildable<T>): Promise<T[]> {
  if (!binding.prepared) return await build();
  let shapes = shapesOf.get(db);
  if (!shapes) shapesOf.set(db, (shapes = new Map()));
  let shape = shapes.get(key);
  if (shape && shapeChecks.enabled && fingerprintOf(build()) !== shape.fingerprint) {
    throw new Error(`statement shape "${key}" was built into different SQL: its key misses a choice`);
  }
  if (!shape) {
    const query = build();
    if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    const prepared = query.prepare(`shape_${++named}`);
    shape = { execute: (values) => prepared.execute(values), fingerprint: fingerprintOf(query) };
    shapes.set(key, shape);
  }
  return (await shape.execute(binding.values)) as T[];
}
