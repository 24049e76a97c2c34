import { DEPARTMENT_PARAM, departmentOf, MONTH_PARAM, type ReportDefinition } from '../../core/report-registry'
import { scopedStaffOf } from '../access'
import { leaveTypeNames } from './absences'
import { LEAVE_FUNCTIONS } from './store'

const CHUNK = 500

/** Approved leave that started in a month, by leave type, over the caller's data range (function 8003, the leave table). */
export const leaveTakenReport: ReportDefinition = {
  code: 'leaveTaken',
  app: 'attendance',
  functionId: LEAVE_FUNCTIONS.leaveTable,
  title: { zh: '请假统计', en: 'Leave taken' },
  description: { zh: '当月开始的已批准请假，按假期类型统计', en: 'Approved leave starting in a month, by leave type' },
  params: [MONTH_PARAM, DEPARTMENT_PARAM],
  async run({ db, tenantId, userId, lang, params }) {
    const month = String(params.month)
    const people = await scopedStaffOf(db, tenantId, userId, departmentOf(params))
    const ids = people.map((person) => person.id)
    const totals = new Map<string, { requests: number; people: Set<number>; days: number; hours: number }>()
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .selectFrom('leave_request')
        .innerJoin('app_user', 'app_user.id', 'leave_request.user_id')
        .select(['leave_request.type_code', 'leave_request.days', 'leave_request.hours', 'app_user.employee_id'])
        .where('leave_request.tenant_id', '=', tenantId)
        .where('leave_request.status', '=', 'approved')
        .where('leave_request.start_date', '>=', `${month}-01`)
        .where('leave_request.start_date', '<=', `${month}-31`)
        .where('app_user.employee_id', 'in', ids.slice(i, i + CHUNK))
        .execute()
      for (const row of rows) {
        const total = totals.get(row.type_code) ?? { requests: 0, people: new Set<number>(), days: 0, hours: 0 }
        total.requests += 1
        total.people.add(row.employee_id ?? 0)
        total.days += Number(row.days)
        total.hours += Number(row.hours)
        totals.set(row.type_code, total)
      }
    }
    const types = await leaveTypeNames(db, tenantId)
    const known = types.map((type) => type.code)
    const codes = [
      ...known.filter((code) => totals.has(code)),
      ...[...totals.keys()].filter((code) => !known.includes(code)),
    ]
    const nameOf = (code: string) => {
      const type = types.find((t) => t.code === code)
      return type ? (lang === 'en' ? type.nameEn : type.nameZh) : code
    }
    return {
      columns: [
        { key: 'type', title: { zh: '假期类型', en: 'Leave type' } },
        { key: 'requests', title: { zh: '申请数', en: 'Requests' }, numeric: true },
        { key: 'people', title: { zh: '人数', en: 'People' }, numeric: true },
        { key: 'days', title: { zh: '天数', en: 'Days' }, numeric: true },
        { key: 'hours', title: { zh: '小时数', en: 'Hours' }, numeric: true },
      ],
      rows: codes.map((code) => {
        const total = totals.get(code)!
        return {
          type: nameOf(code),
          requests: total.requests,
          people: total.people.size,
          days: total.days,
          hours: total.hours,
        }
      }),
      chart: { label: 'type', series: ['days'] },
    }
  },
}
