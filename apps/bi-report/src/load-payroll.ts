import type { Http } from '@hr-portal/bridge/http'

/**
 * One month's payroll of a department and cost centre (POST /salary/web/payrollCost/summary); money as decimal strings;
 * `costCentreName`: the master-data name of the cost centre's code in the reader's language, null when it has none.
 */
export interface PayrollRow {
  month: string
  organPath: string[]
  costCentre: string
  costCentreName: string | null
  headcount: number
  gross: string
  employer: string
  net: string
  tax: string
}
export interface PayrollReport {
  from: string
  to: string
  rows: PayrollRow[]
  total: Omit<PayrollRow, 'month' | 'organPath' | 'costCentre' | 'costCentreName'>
}

const isMoney = (v: unknown): v is string => typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v)
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isFigures = (r: Record<string, unknown>) =>
  isCount(r.headcount) && isMoney(r.gross) && isMoney(r.employer) && isMoney(r.net) && isMoney(r.tax)

/** The gateway's answer, checked before it is shown; rows that are not well formed are dropped. */
export function readPayroll(value: unknown): PayrollReport {
  if (
    !isRecord(value) ||
    typeof value.from !== 'string' ||
    typeof value.to !== 'string' ||
    !isRecord(value.total) ||
    !isFigures(value.total)
  ) {
    throw new Error('the payroll cost report is not in the expected shape')
  }
  const rows = (Array.isArray(value.rows) ? value.rows : [])
    .filter(
      (r): r is Record<string, unknown> =>
        isRecord(r) &&
        typeof r.month === 'string' &&
        Array.isArray(r.organPath) &&
        r.organPath.every((p) => typeof p === 'string') &&
        typeof r.costCentre === 'string' &&
        isFigures(r),
    )
    .map((r) => ({
      ...r,
      costCentreName: typeof r.costCentreName === 'string' && r.costCentreName ? r.costCentreName : null,
    })) as unknown as PayrollRow[]
  const t = value.total as unknown as PayrollReport['total']
  return {
    from: value.from,
    to: value.to,
    rows,
    total: { headcount: t.headcount, gross: t.gross, employer: t.employer, net: t.net, tax: t.tax },
  }
}

/** The payroll cost of the months from `from` to `to` (function 4004: 403001 otherwise). */
export async function loadPayroll(http: Http, from: string, to: string): Promise<PayrollReport> {
  const answer = await http.postJson('/salary/web/payrollCost/summary', { from, to })
  return readPayroll(answer.result ?? answer.data)
}
