import { call, http } from '@hr-portal/kit'

export type DeductionKind = 'children' | 'infant' | 'education' | 'illness' | 'housingLoan' | 'housingRent' | 'elderly'
export type BonusMethod = 'separate' | 'combined'

export interface Declaration {
  id: number
  year: number
  kind: DeductionKind
  startMonth: number
  endMonth: number
  choice: string
  share: number
  amount: string
  note: string
}
export interface DeclarationInput {
  id?: number
  year: number
  kind: DeductionKind
  startMonth: number
  endMonth: number
  share?: number
  choice?: string
  amount?: string
  note?: string
}
/** One recorded month of one person (money as decimal strings). */
export interface MonthRecord {
  employeeId: number
  month: string
  income: string
  social: string
  special: string
  bonus: string
  bonusMethod: BonusMethod | null
  bonusTax: string
  ytdIncome: string
  ytdBasic: string
  ytdSocial: string
  ytdSpecial: string
  ytdTaxable: string
  rate: string
  quickDeduction: string
  ytdTax: string
  withheldBefore: string
  tax: string
}
export interface MyYear {
  year: number
  declarations: Declaration[]
  bonusMethod: BonusMethod
  bonusTaxed: boolean
  withholding: MonthRecord[]
}
export interface AnnualRow {
  employeeId: number
  name: string
  jobNumber: string
  organ: string
  months: number
  income: string
  social: string
  special: string
  illness: string
  basic: string
  taxable: string
  rate: string
  tax: string
  withheld: string
  difference: string
  separateBonus: string
  separateBonusTax: string
}

/** A person who joined in the year, with HR's mark of no wage income earlier in it. */
export interface Joiner {
  employeeId: number
  name: string
  jobNumber: string
  organ: string
  organEn: string
  entryDate: string
  noEarlierIncome: boolean
  paidBefore: string | null
}

/** The income tax service (gateway services/etax). */
export const api = {
  myYear: (year: number) => call<MyYear>('/etax/web/deduction/mine', { year }),
  saveDeclaration: (input: DeclarationInput) => call<{ id: number }>('/etax/web/deduction/save', input),
  removeDeclaration: (id: number) => call('/etax/web/deduction/remove', { id }),
  saveBonusMethod: (year: number, method: BonusMethod) => call('/etax/web/deduction/bonusMethod', { year, method }),
  month: (month: string) =>
    call<{ month: string; rows: Array<MonthRecord & { name: string; jobNumber: string; organ: string }> }>(
      '/etax/web/withholding/month',
      { month },
    ),
  exportMonth: (month: string) => http.exportBlob('/etax/web/withholding/export', { month }, { raw: true }),
  joiners: (year: number) => call<{ year: number; rows: Joiner[] }>('/etax/web/joiners/list', { year }),
  markJoiner: (year: number, employeeId: number, noEarlierIncome: boolean) =>
    call('/etax/web/joiners/mark', { year, employeeId, noEarlierIncome }),
  annual: (year: number) => call<{ year: number; rows: AnnualRow[] }>('/etax/web/withholding/annual', { year }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
