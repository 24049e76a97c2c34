import { callThrough } from '@hr-portal/api/client'
import { expensesApi, type ClaimInput, type ReportInput } from '@hr-portal/api/client/expenses'
import type { FileResult } from '@hr-portal/api/client/files'
import { workflowApi } from '@hr-portal/api/client/workflow'
import { http, saveFile } from '@hr-portal/kit'

// The expenses service's answers, typed by the contract (api/src/expenses).
export type {
  Advance,
  BankBatch,
  CategoryLimit,
  ClaimDetail,
  ClaimInput,
  ClaimLine,
  ClaimLineInput,
  ClaimSummary,
  ExpenseCategory,
  ExpenseOptions,
  ExpenseWidget,
  Finding,
  LimitInput,
  PayableClaim,
  Receipt,
  ReportRow,
} from '@hr-portal/api/client/expenses'
export type { FlowDetail } from '@hr-portal/api/client/workflow'

/** The expenses service (gateway services/expenses): `expenses.claims.save(claim)` resolves the result. */
export const expenses = expensesApi(callThrough(http))
const workflow = workflowApi(callThrough(http))

/** A report's period and grouping (from, to, by), and the grouping alone. */
export type Period = ReportInput
export type Dimension = ReportInput['by']

/** The calls the pages make, by what they do. */
export const api = {
  options: () => expenses.options.categories(),
  myClaims: (page: number, rows: number) => expenses.claims.mine({ page, rows }),
  claim: (id: string) => expenses.claims.detail({ id }),
  saveClaim: (claim: ClaimInput) => expenses.claims.save(claim),
  submitClaim: (id: string) => expenses.claims.submit({ id }),
  withdrawClaim: (id: string) => expenses.claims.withdraw({ id }),
  removeClaim: (id: string) => expenses.claims.remove({ id }),
  /** Stores the photo or PDF in the file centre (any type: the expenses service checks it), then adds it to the claim. */
  /** Uploads the photo or PDF, then attaches it with its invoice number and amount when they were typed. */
  addReceipt: async (claimId: string, file: File, invoice: { invoiceNo: string; amount: string }) => {
    const answer = await http.upload<FileResult>('/filecenter/web/upLoad/upload', { file, fields: { accept: 'any' } })
    if (!answer.result) throw new Error(answer.msg)
    const invoiceNo = invoice.invoiceNo.trim()
    const amount = invoice.amount.trim()
    return expenses.receipts.add({
      claimId,
      fileId: answer.result.id,
      ...(invoiceNo ? { invoiceNo } : {}),
      ...(amount ? { amount } : {}),
    })
  },
  removeReceipt: (id: string) => expenses.receipts.remove({ id }),
  requestAdvance: (body: { amount: string; reason: string; neededBy?: string }) => expenses.advances.request(body),
  myAdvances: (open?: boolean) => expenses.advances.mine({ page: 1, rows: 100, ...(open ? { open } : {}) }),
  advance: (id: string) => expenses.advances.detail({ id }),
  withdrawAdvance: (id: string) => expenses.advances.withdraw({ id }),
  allAdvances: (open: boolean) => expenses.advanceFinance.list({ page: 1, rows: 100, open }),
  closeRemainder: (id: string, way: 'repaid' | 'deducted', month?: string) =>
    expenses.advanceFinance.closeRemainder({ id, way, ...(month ? { month } : {}) }),
  settings: () => expenses.settings.categories(),
  saveCategory: (body: { code: string; nameZh: string; nameEn: string; enabled: boolean }) =>
    expenses.settings.saveCategory(body),
  saveLimit: (body: Parameters<typeof expenses.settings.saveLimit>[0]) => expenses.settings.saveLimit(body),
  removeLimit: (id: number) => expenses.settings.removeLimit({ id }),
  saveSettings: (financeOver: string) => expenses.settings.saveSettings({ financeOver }),
  payable: (scheduled?: boolean) =>
    expenses.payments.claims({
      page: 1,
      rows: 100,
      status: 'approved',
      ...(scheduled === undefined ? {} : { scheduled }),
    }),
  paid: () => expenses.payments.claims({ page: 1, rows: 50, status: 'paid' }),
  toPayroll: (ids: string[], month: string) => expenses.payments.toPayroll({ ids, month }),
  toBank: (ids: string[]) => expenses.payments.toBank({ ids }),
  batches: () => expenses.payments.batches({ page: 1, rows: 20 }),
  /** Saves a reimbursement bank file as xlsx. */
  bankFile: async (id: string, name: string) => saveFile(await expenses.payments.bankFile({ id }), `${name}.xlsx`),
  report: (period: Period) => expenses.reports.summary(period),
  /** Saves a report's totals as xlsx. */
  exportReport: async (period: Period, name: string) => saveFile(await expenses.reports.export(period), `${name}.xlsx`),
  widget: () => expenses.widget.mine(),
  flow: (bizType: 'expenseClaim' | 'expenseAdvance', bizId: string) => workflow.block.get({ bizType, bizId }),
}
