import type { Db } from '../../../core/db/types'
import type { LineDetail } from '../types'

// Payroll runs and lines written straight into salary_run and salary_line, for the tests of payslips and outputs
// (the run's own calculation is not theirs to drive).

/** A month of 15,000 base pay with an allowance, one unpaid leave day, the six contributions and the first month's tax. */
export const SAMPLE_DETAIL: LineDetail = {
  items: [
    { code: 'base', nameZh: '基本工资', nameEn: 'Base pay', kind: 'earning', amount: '15000.00', onPayslip: true },
    { code: 'meal', nameZh: '餐补', nameEn: 'Meal allowance', kind: 'earning', amount: '1000.00', onPayslip: true },
    {
      code: 'unpaid',
      nameZh: '事假扣款',
      nameEn: 'Unpaid leave',
      kind: 'deduction',
      amount: '689.66',
      onPayslip: true,
    },
    {
      code: 'training',
      nameZh: '培训费（公司）',
      nameEn: 'Training (company)',
      kind: 'employer',
      amount: '300.00',
      onPayslip: false,
    },
  ],
  insurance: [
    { kind: 'pension', base: '15000.00', employee: '1200.00', employer: '2400.00' },
    { kind: 'medical', base: '15000.00', employee: '300.00', employer: '1500.00' },
    { kind: 'unemployment', base: '15000.00', employee: '75.00', employer: '75.00' },
    { kind: 'housingFund', base: '15000.00', employee: '1050.00', employer: '1050.00' },
  ],
  tax: {
    income: '15310.34',
    ytdIncome: '15310.34',
    ytdTaxable: '7685.34',
    ytdTax: '230.56',
    withheld: '230.56',
    bonus: null,
  },
  attendance: { daysDue: 22, daysWorked: 21, unpaidLeaveDays: 1, absentDays: 0, lateCount: 2, overtimeHours: 3.5 },
}

/** The sample's totals in fen: gross 16,000.00, deductions 689.66, social 2,625.00, tax 230.56, net 12,454.78, employer 5,325.00. */
export const SAMPLE_FEN = {
  gross: 1_600_000,
  deduction: 68_966,
  social: 262_500,
  tax: 23_056,
  net: 1_245_478,
  employer: 532_500,
}

export interface TestLine {
  employeeId: number
  organId: number
  costCentre?: string
  netFen?: number
}

/** A run of the tenant in the given status with one sample line per person (net pay per person when given). */
export async function insertRun(
  db: Db,
  run: {
    tenantId: number
    id: number
    month: string
    status: 'draft' | 'calculated' | 'approving' | 'locked' | 'published'
    groupId?: number
  },
  lines: TestLine[],
  now = Date.now(),
): Promise<void> {
  const net = (line: TestLine) => line.netFen ?? SAMPLE_FEN.net
  await db
    .insertInto('salary_run')
    .values({
      tenant_id: run.tenantId,
      id: run.id,
      group_id: run.groupId ?? run.id,
      month: run.month,
      status: run.status,
      instance_id: null,
      headcount: lines.length,
      gross_fen: SAMPLE_FEN.gross * lines.length,
      net_fen: lines.reduce((sum, line) => sum + net(line), 0),
      tax_fen: SAMPLE_FEN.tax * lines.length,
      employer_fen: SAMPLE_FEN.employer * lines.length,
      threshold: '10',
      kind: 'regular',
      name: '',
      corrects_run_id: null,
      correction: '',
      created_by: 1,
      created_at: now,
      calculated_at: now,
      locked_at: run.status === 'locked' || run.status === 'published' ? now : null,
      published_at: run.status === 'published' ? now : null,
    })
    .execute()
  if (lines.length === 0) return
  await db
    .insertInto('salary_line')
    .values(
      lines.map((line) => ({
        tenant_id: run.tenantId,
        run_id: run.id,
        employee_id: line.employeeId,
        organ_id: line.organId,
        cost_centre: line.costCentre ?? '',
        inputs: '{}',
        tax_record: '',
        detail: JSON.stringify(SAMPLE_DETAIL),
        gross_fen: SAMPLE_FEN.gross,
        deduction_fen: SAMPLE_FEN.deduction,
        social_fen: SAMPLE_FEN.social,
        tax_fen: SAMPLE_FEN.tax,
        net_fen: net(line),
        employer_fen: SAMPLE_FEN.employer,
        previous_net_fen: null,
        calculated_at: now,
      })),
    )
    .execute()
}
