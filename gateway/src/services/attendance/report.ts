import { DEPARTMENT_PARAM, departmentOf, MONTH_PARAM, type ReportDefinition } from '../../core/report-registry'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { inStaffScope, staffScopeOf } from '../access'
import { KAOQIN_FUNCTIONS } from './functions'
import { summariesOf } from './month-summaries'
import { employedBetween } from './people'
import { monthRange } from './views'

/** The staff of the user's data range employed in the month (its joiners and leavers too), of a department when given. */
async function employedStaffOf(db: Db, tenantId: number, userId: number, month: string, lang: Lang, organId?: number) {
  const { from, to } = monthRange(month, lang)
  const scope = await staffScopeOf({ db }, { tenant_id: tenantId, user_id: userId })
  let query = db
    .selectFrom('employee')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id'])
    .where('employee.tenant_id', '=', tenantId)
    .where(employedBetween(from, to))
    .where(inStaffScope(scope))
  if (organId !== undefined)
    query = query.where('employee.organ_id', 'in', subtreeIds(await organsOfTenant(db, tenantId), organId))
  return query.orderBy('employee.job_number').orderBy('employee.id').execute()
}

const leaveDays = (leave: Record<string, { days: number; hours: number }>) =>
  Object.values(leave).reduce((sum, item) => sum + item.days, 0)

/** The attendance monthly summary in the report centre: a row per person of the caller's data range (function 8008). */
export const attendanceSummaryReport: ReportDefinition = {
  code: 'attendanceMonthly',
  app: 'attendance',
  functionId: KAOQIN_FUNCTIONS.summary,
  title: { zh: '考勤月度汇总', en: 'Attendance monthly summary' },
  description: {
    zh: '每人当月的出勤、迟到、缺勤、请假与加班',
    en: "Each person's days worked, late arrivals, absences, leave and overtime in a month",
  },
  params: [MONTH_PARAM, DEPARTMENT_PARAM],
  async run({ db, tenantId, userId, now, lang, params }) {
    const people = await employedStaffOf(db, tenantId, userId, String(params.month), lang, departmentOf(params))
    const summaries = await summariesOf(db, tenantId, people, String(params.month), now, lang)
    return {
      columns: [
        { key: 'jobNumber', title: { zh: '工号', en: 'Job number' } },
        { key: 'name', title: { zh: '姓名', en: 'Name' } },
        { key: 'daysDue', title: { zh: '应出勤天数', en: 'Days due' }, numeric: true },
        { key: 'daysWorked', title: { zh: '实际出勤天数', en: 'Days worked' }, numeric: true },
        { key: 'lateCount', title: { zh: '迟到次数', en: 'Late arrivals' }, numeric: true },
        { key: 'absentDays', title: { zh: '缺勤天数', en: 'Days absent' }, numeric: true },
        { key: 'leaveDays', title: { zh: '请假天数', en: 'Days on leave' }, numeric: true },
        { key: 'overtimeHours', title: { zh: '加班小时', en: 'Overtime hours' }, numeric: true },
      ],
      rows: summaries.rows.map(({ person, summary }) => ({
        jobNumber: person.job_number,
        name: person.name,
        daysDue: summary.daysDue,
        daysWorked: summary.daysWorked,
        lateCount: summary.lateCount,
        absentDays: summary.absentDays,
        leaveDays: leaveDays(summary.leave),
        overtimeHours: summary.overtimeHours,
      })),
      chart: { label: 'name', series: ['daysWorked', 'absentDays', 'leaveDays'] },
    }
  },
}
