import { http } from '../shell'

/** Money as the gateway sends it: a decimal string with two places ('1234.50'). */
export type Amount = string
export type InsuranceKind = 'pension' | 'medical' | 'unemployment' | 'injury' | 'maternity' | 'housingFund'

export interface PayslipSummary { runId: number; month: string; publishedAt: number | null; viewed: boolean; confirmed: boolean }
export interface Question { id: number; question: string; askedAt: number; answer: string | null; answeredAt: number | null }
export interface Payslip {
  runId: number; month: string; publishedAt: number | null; gross: Amount; deductions: Amount; social: Amount; tax: Amount; net: Amount
  detail: {
    items: Array<{ code: string; nameZh: string; nameEn: string; kind: 'earning' | 'deduction'; amount: Amount }>
    insurance: Array<{ kind: InsuranceKind; base: Amount; employee: Amount; employer: Amount }>
    tax: { withheld: Amount; bonus: { amount: Amount; method: 'separate' | 'combined'; tax: Amount } | null } | null
    attendance: { daysDue: number; daysWorked: number; unpaidLeaveDays: number; absentDays: number; lateCount: number; overtimeHours: number } | null
  }
  name: string; jobNumber: string; watermark: string; viewedAt: number | null; confirmedAt: number | null; questions: Question[]
}
export interface RunReceipts { runId: number; month: string; groupName: string; publishedAt: number | null; people: number; viewed: number; confirmed: number; open: number }
export interface PersonReceipt {
  runId: number; employeeId: number; name: string; jobNumber: string; organName: string; viewedAt: number | null; confirmedAt: number | null; questions: Question[]
}

/** A refusal of the gateway with its code (410952: the view grant is missing or expired). */
export class PayslipError extends Error {
  constructor(readonly code: number, message: string) {
    super(message)
    this.name = 'PayslipError'
  }
}

export const GRANT_NEEDED = 410952

async function call<T>(path: string, body: object = {}): Promise<T> {
  const answer = await http.postJson<T>(path, body as Record<string, unknown>).catch((error: unknown) => {
    const code = (error as { serverCode?: unknown }).serverCode
    throw new PayslipError(typeof code === 'number' ? code : 0, error instanceof Error ? error.message : String(error))
  })
  if (answer.code !== 0) throw new PayslipError(answer.code, answer.msg)
  return answer.result as T
}

/** Payslips (services/salary/payslip): the staff member's own, and payroll's receipts. */
export const payslipApi = {
  list: () => call<{ method: 'password' | 'totp'; payslips: PayslipSummary[] }>('/salary/web/payslip/list'),
  verify: (secret: { password: string } | { code: string }) => call<{ grant: string; expiresAt: number }>('/salary/web/payslip/verify', secret),
  detail: (runId: number, grant: string) => call<Payslip>('/salary/web/payslip/detail', { runId, grant }),
  confirm: (runId: number, grant: string) => call<{ confirmedAt: number }>('/salary/web/payslip/confirm', { runId, grant }),
  ask: (runId: number, grant: string, question: string) => call<{ id: number; questions: Question[] }>('/salary/web/payslip/ask', { runId, grant, question }),
  pdf: (runId: number, grant: string) => http.exportBlob('/salary/web/payslip/pdf', { runId, grant }, { raw: true }),
  runs: () => call<{ runs: RunReceipts[] }>('/salary/web/payslipReceipts/runs'),
  receipts: (runId: number) => call<{ runId: number; month: string; people: PersonReceipt[] }>('/salary/web/payslipReceipts/list', { runId }),
  answer: (questionId: number, answer: string) => call<{ id: number }>('/salary/web/payslipReceipts/answer', { questionId, answer }),
}
