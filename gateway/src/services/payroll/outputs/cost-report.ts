import { MONTH_PARAM, type ReportDefinition } from '../../../core/report-registry'
import { PAYSLIP_FUNCTIONS } from '../payslip/functions'
import { payrollCost } from './cost-summary'

/** Payroll of one month by department (final runs, the caller's data range; function 4004, the payroll cost page). */
export const payrollByDepartmentReport: ReportDefinition = {
  code: 'payrollByDepartment',
  app: 'salary',
  functionId: PAYSLIP_FUNCTIONS.payrollCost,
  title: { zh: '部门薪酬', en: 'Payroll by department' },
  description: {
    zh: '当月已锁定或已发布的工资，按部门汇总',
    en: 'The locked or published payroll of a month, by department',
  },
  params: [MONTH_PARAM],
  async run({ db, tenantId, userId, params, now, lang }) {
    const month = String(params.month)
    const { rows } = await payrollCost(
      { db, now: () => now },
      { session: { tenant_id: tenantId, user_id: userId } },
      month,
      month,
      lang === 'en',
    )
    const byOrgan = new Map<
      number,
      { department: string; headcount: number; gross: number; employer: number; net: number; tax: number }
    >()
    for (const row of rows) {
      const sum = byOrgan.get(row.organId) ?? {
        department: row.organPath.join(' / ') || row.organName,
        headcount: 0,
        gross: 0,
        employer: 0,
        net: 0,
        tax: 0,
      }
      sum.headcount += row.headcount
      sum.gross += Number(row.gross)
      sum.employer += Number(row.employer)
      sum.net += Number(row.net)
      sum.tax += Number(row.tax)
      byOrgan.set(row.organId, sum)
    }
    const money = (value: number) => Math.round(value * 100) / 100
    return {
      columns: [
        { key: 'department', title: { zh: '部门', en: 'Department' } },
        { key: 'headcount', title: { zh: '人数', en: 'Headcount' }, numeric: true },
        { key: 'gross', title: { zh: '应发合计', en: 'Gross pay' }, numeric: true },
        { key: 'employer', title: { zh: '单位成本', en: 'Employer cost' }, numeric: true },
        { key: 'net', title: { zh: '实发合计', en: 'Net pay' }, numeric: true },
        { key: 'tax', title: { zh: '个税', en: 'Income tax' }, numeric: true },
      ],
      rows: [...byOrgan.values()].map((sum) => ({
        ...sum,
        gross: money(sum.gross),
        employer: money(sum.employer),
        net: money(sum.net),
        tax: money(sum.tax),
      })),
      chart: { label: 'department', series: ['gross', 'net'] },
    }
  },
}
