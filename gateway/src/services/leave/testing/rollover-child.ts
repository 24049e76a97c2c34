// A yearly rollover in a process of its own, for rollover-kill.test.ts to kill: `node <bundle> '<json>'` opens the
// database the JSON names ({ databaseUrl, dataDir, tenantId, day, now, pauseMs }) and rolls the tenant over to `day`
// as the seed does, without a transaction around the whole, so each step's writes stay once written. After each
// write to the ledger it waits `pauseMs`, so that a killer watching the ledger finds the run between two writes.
// Prints "done" when the rollover has finished.
import { setTimeout as sleep } from 'node:timers/promises'
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import { openDatabase } from '../../../core/db/database'
import { rollOver } from '../entitlement/rollover'

/** Waits `ms` after each insert into the ledger has been executed. */
class PauseAfterLedgerWrites implements KyselyPlugin {
  private readonly writes = new WeakSet<QueryId>()

  constructor(private readonly ms: number) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'leave_ledger') this.writes.add(queryId)
    return node
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(queryId)) await sleep(this.ms)
    return result
  }
}

const job = JSON.parse(process.argv[2] ?? '{}') as {
  databaseUrl: string | null
  dataDir: string
  tenantId: number
  day: string
  now: number
  pauseMs: number
}
const db = openDatabase({ databaseUrl: job.databaseUrl, dataDir: job.dataDir })
try {
  await rollOver(db.withPlugin(new PauseAfterLedgerWrites(job.pauseMs)), job.tenantId, job.day, job.now)
  process.stdout.write('done\n')
} catch (error) {
  process.stderr.write(`${(error as Error).stack ?? error}\n`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
