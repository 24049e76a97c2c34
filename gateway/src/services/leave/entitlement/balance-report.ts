import { DEPARTMENT_PARAM, departmentOf, type ReportDefinition } from '../../../core/report-registry'
import { scopedStaffOf } from '../../access'
import { leaveTypeNames } from '../absences'
import { LEAVE_FUNCTIONS } from '../store'
import { balanceRows } from './balance-rows'

/**
 * Leave balances of a year (function 8012): each person in the caller's data range with, per tracked type, the days
 * given, used and left; in the report centre, so it is exported to Excel and can be subscribed to.
 */
export const leaveBalancesReport: ReportDefinition = {
  code: 'leaveBalances',
  app: 'attendance',
  functionId: LEAVE_FUNCTIONS.leaveBalances,
  title: { zh: '假期余额', en: 'Leave balances' },
  description: { zh: '每人每种假期的额度、已用与剩余', en: "Each person's days given, used and left, by leave type" },
  params: [
    {
      name: 'year',
      kind: 'count',
      label: { zh: '年份', en: 'Year' },
      required: true,
      min: 2000,
      max: 2100,
      default: new Date().getUTCFullYear(),
    },
    DEPARTMENT_PARAM,
  ],
  async run({ db, tenantId, userId, params }) {
    const year = Number(params.year)
    const people = await scopedStaffOf(db, tenantId, userId, departmentOf(params))
    const rows = await balanceRows(db, tenantId, people, year)
    const types = (await leaveTypeNames(db, tenantId)).filter((type) => rows.some((row) => row.typeCode === type.code))
    const byPerson = new Map<number, Record<string, string | number>>()
    for (const row of rows) {
      const line = byPerson.get(row.userId) ?? { name: row.name, jobNumber: row.jobNumber }
      line[`${row.typeCode}.total`] = row.total
      line[`${row.typeCode}.used`] = row.used
      line[`${row.typeCode}.left`] = row.left
      byPerson.set(row.userId, line)
    }
    return {
      columns: [
        { key: 'name', title: { zh: '姓名', en: 'Name' } },
        { key: 'jobNumber', title: { zh: '工号', en: 'Job number' } },
        ...types.flatMap((type) => [
          { key: `${type.code}.total`, title: { zh: `${type.nameZh}额度`, en: `${type.nameEn} given` }, numeric: true },
          { key: `${type.code}.used`, title: { zh: `${type.nameZh}已用`, en: `${type.nameEn} used` }, numeric: true },
          { key: `${type.code}.left`, title: { zh: `${type.nameZh}剩余`, en: `${type.nameEn} left` }, numeric: true },
        ]),
      ],
      rows: [...byPerson.values()],
      chart: { label: 'name', series: types.slice(0, 1).map((type) => `${type.code}.left`) },
    }
  },
}
