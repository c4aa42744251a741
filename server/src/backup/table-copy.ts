import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { type AppTable, columnList, qualified } from './app-tables.js'

/**
 * One table's rows in PostgreSQL's COPY text format, written to `file`: every type (bytea, json,
 * arrays, timestamps) as the server itself writes and reads it back, byte for byte. Returns the
 * number of rows.
 */
export async function dumpTable(
  client: pg.ClientBase,
  table: AppTable,
  file: string,
): Promise<number> {
  const rows = client.query(
    copyTo(`copy ${qualified(client, table.name)} ${columnList(client, table.columns)} to stdout`),
  )
  await pipeline(rows, createWriteStream(file, { mode: 0o600 }))
  return rows.rowCount
}

/** Loads a table's rows from COPY text; returns the number of rows. */
export async function loadTable(
  client: pg.ClientBase,
  table: AppTable,
  body: AsyncIterable<Buffer>,
): Promise<number> {
  const target = client.query(
    copyFrom(
      `copy ${qualified(client, table.name)} ${columnList(client, table.columns)} from stdin`,
    ),
  )
  await pipeline(body, target)
  return target.rowCount
}
