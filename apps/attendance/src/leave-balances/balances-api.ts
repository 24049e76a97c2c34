import { callThrough } from '@hr-portal/api/client'
import { filesApi } from '@hr-portal/api/client/files'
import { reportApi } from '@hr-portal/api/client/report'
import { leaveApi } from '@hr-portal/api/client/leave'
import { http, saveFile } from '@hr-portal/kit'
import type { PrintableDocument } from '@hr-portal/ui'

// Leave balances as HR sees them (function 8012), typed by the contract (api/src/leave/balances.ts).
export type { BalanceRow, LedgerEntry } from '@hr-portal/api/client/leave'

const vacation = leaveApi(callThrough(http))
const report = reportApi(callThrough(http))
const files = filesApi(callThrough(http))

export const balancesApi = {
  page: (query: { organId: number; year: number; typeCode?: string; keyword?: string; page: number; rows: number }) =>
    vacation.balances.page(query),
  ledger: (userId: number, typeCode: string, year: number) => vacation.balances.ledger({ userId, typeCode, year }),
  /** Adds (or, negative, takes away) days of a type in a year for each person, with the reason (801201). */
  adjust: (userIds: number[], typeCode: string, year: number, amount: number, reason: string) =>
    vacation.balances.adjust({ userIds, typeCode, year, amount, reason }),
  /** The year's balances as an Excel file, through the report centre's export. */
  exportYear: (year: number, organId: number) =>
    report.centre.export({ code: 'leaveBalances', params: { year, organId } }),
  /** A dialog's content drawn as a PDF by the file centre, saved under the dialog's title. */
  savePdf: async (document: PrintableDocument) =>
    saveFile(await files.documents.pdf(document), `${document.title}.pdf`),
}
