import type pg from 'pg'
import { APP_SCHEMA } from './session-settings.js'

export interface AppTable {
  name: string
  columns: string[]
}

/**
 * Every table of the app's schema with its stored columns, each after the tables its foreign keys
 * point to (the order a restore loads them in). Read from the catalogue, so a table added by a
 * later migration is in every backup without a change here.
 */
export async function appTables(client: pg.ClientBase): Promise<AppTable[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
                          and not a.attisdropped and a.attgenerated = ''
      where n.nspname = $1 and c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`,
    [APP_SCHEMA],
  )
  const references = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = $1::regnamespace`,
    [APP_SCHEMA],
  )
  return parentsFirst(tables.rows, references.rows)
}

function parentsFirst(
  tables: AppTable[],
  references: { child: string; parent: string }[],
): AppTable[] {
  const ordered: AppTable[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const byName = new Map(tables.map((table) => [table.name, table]))
  const visit = (table: AppTable) => {
    if (placed.has(table.name)) return
    if (visiting.has(table.name)) throw new Error(`foreign keys form a cycle at ${table.name}`)
    visiting.add(table.name)
    for (const { child, parent } of references) {
      const referenced = byName.get(parent)
      if (child === table.name && parent !== child && referenced) visit(referenced)
    }
    visiting.delete(table.name)
    placed.add(table.name)
    ordered.push(table)
  }
  for (const table of tables) visit(table)
  return ordered
}

/** `"schema"."table"` for SQL text. */
export function qualified(client: pg.ClientBase, table: string): string {
  return `${client.escapeIdentifier(APP_SCHEMA)}.${client.escapeIdentifier(table)}`
}

/** `("a", "b")` for SQL text. */
export function columnList(client: pg.ClientBase, columns: string[]): string {
  return `(${columns.map((column) => client.escapeIdentifier(column)).join(', ')})`
}
