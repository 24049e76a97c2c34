import { http } from '../shell'
import { call } from '../http'

export const BANK_COLUMNS = ['jobNumber', 'name', 'bankName', 'account', 'amount', 'currency', 'purpose'] as const
export type BankColumn = (typeof BANK_COLUMNS)[number]
export interface BankLayout { columns: BankColumn[]; header: boolean; separator: ',' | ';' | '|' | '\t'; encoding: 'utf-8' | 'gbk'; currency: string; purpose: string }
export interface FinalRun { runId: number; month: string; groupId: number; status: 'locked' | 'published'; headcount: number }

/** The bank transfer file (services/salary/outputs, button 820404 of the monthly runs). */
export const bankApi = {
  layout: () => call<BankLayout>('/salary/web/bankFile/layout'),
  saveLayout: (layout: BankLayout) => call<BankLayout>('/salary/web/bankFile/saveLayout', layout),
  runs: () => call<{ runs: FinalRun[] }>('/salary/web/bankFile/runs'),
  /** Saved by the browser under the gateway's file name. */
  export: (runId: number) => http.exportBlob('/salary/web/bankFile/export', { runId }, { raw: true }),
}
