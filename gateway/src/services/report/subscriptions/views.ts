import type { reportContract, Static } from '@hr-portal/api'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { reportNamed, type ReportParams } from '../../../core/report-registry'
import type { ReportRunTable, ReportSubscriptionTable } from '../tables'
import { remindText } from './remind-texts'
import { scheduleOf } from './schedule'

/** A subscription as its user's list shows it. */
export function subscriptionView(
  db: Db,
  row: ReportSubscriptionTable,
  lang: Lang,
): Static<typeof reportContract.subscription> {
  const report = reportNamed(db, row.report_code)
  return {
    id: row.id,
    code: row.report_code,
    title: report?.title[lang] ?? row.report_code,
    params: JSON.parse(row.params) as ReportParams,
    schedule: scheduleOf(row),
    paused: row.paused === 1,
    nextRunAt: row.paused === 1 ? null : Number(row.next_run_at),
    createdAt: Number(row.created_at),
  }
}

/** A run as the report remind list shows it: what ran, when, how it ended and whether its user has read it. */
export function runView(row: ReportRunTable, lang: Lang): Static<typeof reportContract.run> {
  const [key, detail] = row.reason.split('|', 2)
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    code: row.report_code,
    title: lang === 'en' ? row.title_en : row.title_zh,
    params: JSON.parse(row.params) as ReportParams,
    scheduledFor: Number(row.scheduled_for),
    // Runs the list shows have ended: sent or failed.
    state: row.state as Static<typeof reportContract.run>['state'],
    reason: row.state === 'failed' ? remindText(lang, key, { detail: detail ?? '' }) : '',
    fileName: row.file_name,
    read: row.read_at !== null,
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  }
}
