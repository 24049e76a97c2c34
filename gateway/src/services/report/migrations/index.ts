import type { Migration } from 'kysely'
import * as appPerf from './006-app-perf'
import * as tracking from './020-tracking'
import * as subscriptions from './099-report-subscriptions'

/** The migrations that create or change only the report service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '006-app-perf': appPerf,
  '020-tracking': tracking,
  '099-report-subscriptions': subscriptions,
}
