import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { perfError } from './errors'
import type { PerfParticipantTable } from './tables'

/**
 * What each participant must have done before a cycle leaves the phase, and how it reads: goals, which every later
 * step scores (and which cannot be set once the phase is over). A self or manager's review still missing at its
 * deadline is the release's to settle (finished or the person removed).
 */
const DONE: Partial<Record<string, { column: keyof PerfParticipantTable; what: Record<Lang, string> }>> = {
  goals: { column: 'goals_submitted_at', what: { zh: '提交目标', en: 'submitted their goals' } },
}

/** Names shown in the refusal, at most. */
const NAMED = 5

/**
 * Refuses to move a cycle out of `phase` while it cannot go on: a draft without participants; goal setting while a
 * participant has not submitted their goals (the refusal counts them and names the first few).
 */
export async function requirePhaseDone(
  db: Db,
  lang: Lang,
  tenantId: number,
  cycleId: number,
  phase: string,
): Promise<void> {
  const participants = db
    .selectFrom('perf_participant')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.tenant_id', '=', 'perf_participant.tenant_id')
        .onRef('employee.id', '=', 'perf_participant.employee_id'),
    )
    .where('perf_participant.tenant_id', '=', tenantId)
    .where('perf_participant.cycle_id', '=', cycleId)
  if (phase === 'draft') {
    const any = await participants.select('perf_participant.employee_id').executeTakeFirst()
    if (!any) throw perfError(lang, 'noParticipants')
    return
  }
  const done = DONE[phase]
  if (!done) return
  const missing = await participants
    .select(['employee.name', 'employee.job_number'])
    .where(`perf_participant.${done.column}`, 'is', null)
    .orderBy('employee.job_number')
    .execute()
  if (missing.length === 0) return
  const names = missing.slice(0, NAMED).map((person) => person.name)
  throw perfError(lang, 'phaseUnfinished', {
    count: missing.length,
    what: done.what[lang],
    names:
      missing.length > NAMED ? `${names.join(lang === 'en' ? ', ' : '、')} …` : names.join(lang === 'en' ? ', ' : '、'),
  })
}
