/**
 * PostgreSQL advisory lock ids of the jobs that must run in one server process at a time
 * (handle.runExclusive). One list, so no two jobs share an id; the numbers are arbitrary but
 * unlikely to meet another application's locks on a shared database.
 */
export const ADVISORY_LOCKS = {
  /** The sweep of unlinked uploads (modules/files/unlinked-sweep.ts). */
  unlinkedSweep: 72_170_001,
  /** The migrations at start (db/migrate.ts): one process applies them, the others wait. */
  migrations: 72_170_002,
} as const;
