import { lineFields, linesOf, withLines, type LinesLink } from "../../src/engine/lines";
import type { ResourceSchema } from "../../src/schemas/resource";
import { STALE, type Repositories, type ResourceRepository, type Row } from "../data";
import { constraintViolation } from "../data/constraint-violation";
import type { ResourceRegistry } from "../data/registry";
import { invalid, notFound } from "../errors";

/**
 * Lines (`x-resource.parent.lines`): a child resource written with its parent. The parent's POST and PUT
 * carry them under one property; they are stored in the child's table, in order (`position`), in the same
 * unit of work as the parent, so reports can query them in SQL and a failure anywhere leaves nothing.
 */

/** What the generic routes read and write a record through: the repository, plus the lines where there are any. */
export interface RecordStore {
  get(id: number, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  create(values: Row): Promise<Row>;
  update(id: number, values: Row, expectedVersion?: number): Promise<Row | undefined | typeof STALE>;
}

const schemasOf = (registry: ResourceRegistry): ResourceSchema[] => [...registry.definitions.values()].map((definition) => definition.schema);

/** Keywords whose meaning the lines do not carry yet (each would need its own path through the parent's write). */
const UNSUPPORTED_IN_LINES = ["readOnly", "writeOnly", "x-permission"];

/** A lines declaration the engine cannot serve stops the app at start, naming what is wrong. */
function assertServable(parent: ResourceSchema, link: LinesLink): void {
  const child = link.child;
  const problem = (text: string) => new Error(`${child.$id}: parent.lines "${link.property}" ${text}`);
  if (link.property in parent.properties || link.property in (parent["x-resource"].computed ?? {})) throw problem(`is already a field of ${parent.$id}`);
  if (parent["x-resource"].singleton) throw problem(`cannot belong to a singleton`);
  if (child["x-resource"].softDelete || child["x-resource"].singleton) throw problem(`needs a child without a bin and not a singleton`);
  if (child["x-resource"].tenant !== parent["x-resource"].tenant) throw problem(`needs the parent's tenant`);
  for (const field of lineFields(link)) {
    const property = child.properties[field];
    const keyword = UNSUPPORTED_IN_LINES.find((name) => property[name] !== undefined);
    if (keyword) throw problem(`cannot hold ${field} (${keyword})`);
    if (property.format === "upload" || property.items?.format === "upload") throw problem(`cannot hold the file field ${field}`);
  }
}

/**
 * The schema the routes validate and answer with: the declared one, plus each lines property derived from its
 * child (the table keeps the declared schema, so lines never become a column).
 */
export function servedSchema(registry: ResourceRegistry, schema: ResourceSchema): ResourceSchema {
  const schemas = schemasOf(registry);
  for (const link of linesOf(schemas, schema.$id)) assertServable(schema, link);
  return withLines(schema, schemas);
}

/** One line as the parent answers it (and the audit keeps it): its id and fields; empty ones left out. */
const lineAnswer = (link: LinesLink, row: Row): Row =>
  Object.fromEntries([["id", row.id], ...lineFields(link).map((field) => [field, row[field]])].filter(([, value]) => value !== null && value !== undefined));

/** A line replaces what it was: a field left out is cleared, or back to its default (as a PUT of a record). */
const lineValues = (link: LinesLink, line: Row): Row =>
  Object.fromEntries(lineFields(link).map((field) => [field, line[field] ?? link.child.properties[field].default ?? null]));

/** What the database refused about one line, said on that line's field (a kind deleted meanwhile). */
function lineViolation(error: unknown, link: LinesLink, index: number): unknown {
  const violation = constraintViolation(error);
  const prefix = `${link.child.$id}_`;
  if (!violation?.constraint.startsWith(prefix)) return error;
  const field = violation.constraint.slice(prefix.length).replace(/_(fk|unique)$/, "");
  if (!lineFields(link).includes(field)) return error;
  return invalid(`${link.property}.${index}.${field}`, violation.kind === "unique" ? "server.validation.unique" : "server.validation.referenceNotFound");
}

async function readLines(repos: Repositories, links: LinesLink[], row: Row): Promise<Row> {
  const withLines: Row = { ...row };
  for (const link of links) withLines[link.property] = (await repos.resource(link.child.$id).linesOf(link.field, row.id as number)).map((line) => lineAnswer(link, line));
  return withLines;
}

/**
 * Replaces one parent's lines by `lines`, in that order: a line sent with the id of one of the parent's lines
 * changes it, one without an id is added, and the parent's lines not sent are deleted.
 */
async function replaceLines(repos: Repositories, link: LinesLink, parentId: number, lines: Row[]): Promise<void> {
  const child = repos.resource(link.child.$id);
  const existing = new Set((await child.linesOf(link.field, parentId)).map((line) => line.id as number));
  const kept = new Set<number>();
  lines.forEach((line, index) => {
    if (line.id === undefined || line.id === null) return;
    // Another record's line, or the same one twice, is not this record's to keep.
    if (!existing.has(line.id as number) || kept.has(line.id as number)) throw invalid(`${link.property}.${index}.id`, "server.validation.lineNotFound");
    kept.add(line.id as number);
  });
  await child.removeLinesExcept(link.field, parentId, [...kept]);
  for (const [index, line] of lines.entries()) {
    const values = { ...lineValues(link, line), [link.field]: parentId, position: index };
    try {
      if (line.id === undefined || line.id === null) await child.create(values);
      else await child.update(line.id as number, values);
    } catch (error) {
      throw lineViolation(error, link, index);
    }
  }
}

/** A parent of lines: reads answer them, and writes replace them after the record itself is written. */
function parentStore(repos: Repositories, own: ResourceRepository, links: LinesLink[]): RecordStore {
  const split = (values: Row): [Row, Row] => {
    const rest = { ...values };
    const lines: Row = {};
    for (const link of links) {
      lines[link.property] = rest[link.property];
      delete rest[link.property];
    }
    return [rest, lines];
  };
  const writeLines = async (id: number, lines: Row) => {
    for (const link of links) await replaceLines(repos, link, id, (lines[link.property] as Row[] | null | undefined) ?? []);
  };
  // Read again once the lines are in: figures computed from them (an order's total) count them.
  const reread = async (id: number) => {
    const row = await own.get(id);
    if (!row) throw notFound();
    return readLines(repos, links, row);
  };
  return {
    async get(id, options) {
      const row = await own.get(id, options);
      return row && readLines(repos, links, row);
    },
    async create(values) {
      const [record, lines] = split(values);
      const created = await own.create(record);
      await writeLines(created.id as number, lines);
      return reread(created.id as number);
    },
    async update(id, values, expectedVersion) {
      const [record, lines] = split(values);
      const updated = await own.update(id, record, expectedVersion);
      if (!updated || updated === STALE) return updated;
      await writeLines(id, lines);
      return reread(id);
    },
  };
}

/**
 * A lines child written on its own (its routes stay, like any resource's): the parent is locked before the
 * line and its version goes up, so the parent's form, based on the old lines, cannot overwrite the change
 * unseen. A new line goes after the parent's last one.
 */
function lineStore(repos: Repositories, own: ResourceRepository, parent: string, field: string): RecordStore {
  const parents = repos.resource(parent);
  const touchNamed = async (parentId: unknown) => {
    if (!(await parents.touch(parentId as number))) throw invalid(field, "server.validation.referenceNotFound");
  };
  return {
    async get(id, options) {
      if (!options?.forUpdate) return own.get(id, options);
      // Which parent to lock first: parent, then line, the order the parent's own writes take.
      const peek = await own.get(id);
      if (!peek) return undefined;
      // A binned parent's lines stay as they were, until it is restored.
      if (!(await parents.touch(peek[field] as number))) throw notFound();
      return own.get(id, options);
    },
    async create(values) {
      await touchNamed(values[field]);
      return own.create({ ...values, position: await own.nextPosition(field, values[field] as number) });
    },
    async update(id, values, expectedVersion) {
      const before = await own.get(id);
      const moved = before !== undefined && values[field] !== undefined && before[field] !== values[field];
      if (!moved) return own.update(id, values, expectedVersion);
      await touchNamed(values[field]);
      return own.update(id, { ...values, position: await own.nextPosition(field, values[field] as number) }, expectedVersion);
    },
  };
}

/** How the generic routes of `name` read and write its records, lines included. */
export function recordStore(registry: ResourceRegistry, name: string): (repos: Repositories) => RecordStore {
  const links = linesOf(schemasOf(registry), name);
  const parentLink = registry.definition(name).schema["x-resource"].parent;
  return (repos) => {
    const own = repos.resource(name);
    if (links.length) return parentStore(repos, own, links);
    if (parentLink?.lines) return lineStore(repos, own, parentLink.resource, parentLink.field);
    return own;
  };
}
