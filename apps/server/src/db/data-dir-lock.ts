import fs from 'node:fs'
import path from 'node:path'

// PGlite rules: PGlite is single-connection; a second process on the same directory
// corrupts it. We hold a lock file with our pid and refuse to start while a live process holds it.

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `Another Orion server (pid ${pid}) is already using the data directory ${path.dirname(lockFile)}. ` +
        'Stop it first, or give this one its own DATA_DIR (or use PostgreSQL via DATABASE_URL to run several servers).',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface DataDirLock {
  release(): void
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockFile = path.join(dataDir, 'orion.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      let released = false
      return {
        release() {
          if (released) return
          released = true
          fs.rmSync(lockFile, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10)
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid))
        throw new DataDirLockedError(lockFile, pid)
      // A stale lock from a process that was killed: take it over.
      fs.rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}
