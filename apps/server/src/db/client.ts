import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { listenPglite, listenPostgres, type ListenOptions, type Unlisten } from './notifications'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The query builder shared by PGlite and node-postgres: features are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** The `tx` of db.transaction(async (tx) => ...): passed to repositories to join a transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** What a repository method runs its query on: the database, or the caller's transaction. */
export type Executor = Database | Transaction

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations')

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres'
  db: Database
  migrate(): Promise<void>
  /** Whether every committed migration has been applied. */
  migrationsApplied(): Promise<boolean>
  ping(): Promise<boolean>
  /**
   * LISTEN on a channel (PostgreSQL: a dedicated connection that reconnects; PGlite: its
   * in-process listen). Every instance on the same database hears every NOTIFY, its own included.
   */
  listen(channel: string, options: ListenOptions): Promise<Unlisten>
  /** NOTIFY a channel (delivered when the statement commits; a payload under 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

let committedMigrations: number | undefined

function committedMigrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[]
  }
  return journal.entries.length
}

function handle(
  kind: DatabaseHandle['kind'],
  db: Database,
  migrate: () => Promise<void>,
  listen: DatabaseHandle['listen'],
  close: () => Promise<void>,
) {
  const listening = new Set<Unlisten>()
  return {
    kind,
    db,
    migrate,
    async listen(channel, options) {
      const stop = await listen(channel, options)
      const unlisten = async () => {
        listening.delete(unlisten)
        await stop()
      }
      listening.add(unlisten)
      return unlisten
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`)
    },
    async close() {
      await Promise.all([...listening].map((unlisten) => unlisten()))
      await close()
    },
    async ping() {
      try {
        await db.execute(sql`select 1`)
        return true
      } catch {
        return false
      }
    },
    async migrationsApplied() {
      try {
        const result = await db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
        const rows = (result as unknown as { rows: { count: number }[] }).rows
        return (rows[0]?.count ?? 0) >= (committedMigrations ??= committedMigrationCount())
      } catch {
        return false
      }
    },
  } satisfies DatabaseHandle
}

// Postgres' default 128 MB of shared buffers is most of PGlite's memory, and a companion's working set
// is far smaller (idle RSS under 250 MB). Passed as start parameters on top of
// PGlite's own, so the data directory's postgresql.conf stays untouched.
const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  ...[
    'shared_buffers=16MB',
    'temp_buffers=4MB',
    'work_mem=4MB',
    'maintenance_work_mem=32MB',
  ].flatMap((setting) => ['-c', setting]),
]

/** Runs pglite-initdb.mjs for dataDir; rejects with its error output when it fails. */
function initdbInChild(dataDir: string): Promise<void> {
  const script = path.resolve(import.meta.dirname, 'pglite-initdb.mjs')
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, dataDir, JSON.stringify(PGLITE_START_PARAMS)],
      { maxBuffer: 4 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error)
          reject(
            new Error(`creating the database in ${dataDir} failed: ${stderr || error.message}`),
          )
        else resolve()
      },
    )
  })
}

/** Embedded Postgres (WASM) in dataDir, or in memory when dataDir is undefined; loadDataDir restores a dump. */
export async function openPglite(options: {
  dataDir?: string
  loadDataDir?: Blob
}): Promise<DatabaseHandle> {
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true }) // PGlite does not create parents
    if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      // initdb grows the WebAssembly memory, which never shrinks, and a throwaway instance in this
      // process kept its ~570 MB until a major GC: the cluster is created in a child process.
      await initdbInChild(options.dataDir)
    }
  }
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: PGLITE_START_PARAMS,
  })
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return handle(
    'pglite',
    db,
    () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    (channel, listenOptions) => listenPglite(client, channel, listenOptions),
    () => client.close(),
  )
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // node-postgres docs: an idle connection that dies (server restart, admin termination) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
  const db = drizzlePg({ client: pool, schema }) as unknown as Database
  return handle(
    'postgres',
    db,
    () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    (channel, listenOptions) => listenPostgres(url, channel, listenOptions),
    () => pool.end(),
  )
}
