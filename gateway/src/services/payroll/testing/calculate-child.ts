// A payroll calculation in a process of its own, for run/calculate-kill.test.ts to kill: `node <bundle> '<json>'` opens
// the database the JSON names ({ databaseUrl, dataDir, tenantId, runId, now, pauseMs }) and calculates the run as the
// route does. Once the calculation writes its lines it prints "writing" and, after each batch of lines, waits
// `pauseMs`, so that a killer reading its output finds it inside the transaction. Prints "done" when finished.
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
import { calculateRun } from '../run/calculate'

/** Says "writing" at the first insert into the run's lines and waits `ms` after each. */
class PauseAfterLineWrites implements KyselyPlugin {
  private readonly writes = new WeakSet<QueryId>()
  private said = false

  constructor(private readonly ms: number) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'salary_line') this.writes.add(queryId)
    return node
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (!this.writes.has(queryId)) return result
    if (!this.said) process.stdout.write('writing\n')
    this.said = true
    await sleep(this.ms)
    return result
  }
}

const job = JSON.parse(process.argv[2] ?? '{}') as {
  databaseUrl: string | null
  dataDir: string
  tenantId: number
  runId: number
  now: number
  pauseMs: number
}
const db = openDatabase({ databaseUrl: job.databaseUrl, dataDir: job.dataDir })
try {
  await calculateRun(db.withPlugin(new PauseAfterLineWrites(job.pauseMs)), job.tenantId, job.runId, {
    actor: { id: 1, name: 'child' },
    now: job.now,
    lang: 'en',
  })
  process.stdout.write('done\n')
} catch (error) {
  process.stderr.write(`${(error as Error).stack ?? error}\n`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
