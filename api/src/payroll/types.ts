import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { group, groups } from './groups'
import type { item, items } from './items'
import type { bankLayout, finalRun, costRow } from './outputs'
import type { payslip, payslipSummary, personReceipt, question, runReceipts, INSURANCE_KINDS } from './payslips'
import type { choice, profile, profileFields, profileRow, profiles, PROFILE_FIELDS } from './profiles'
import type { auditEntry, line, lines, run, runs, RUN_STATUSES } from './runs'
import type { voucherAccounts, vouchers } from './vouchers'

// The payroll service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/salary).

/** Money as the gateway sends it: a decimal string with two places ('1234.50'). */
export type Amount = Static<typeof run>['net']
export type Item = Static<typeof item>
export type ItemKind = Item['kind']
export type ItemSource = Item['source']
export type ItemList = ResultOf<typeof items.list>
export type ItemInput = BodyOf<typeof items.save>
export type FormulaCheck = ResultOf<typeof items.check>
export type Group = Static<typeof group>
export type GroupInput = BodyOf<typeof groups.save>
export type Person = Group['people'][number]
export type Profile = Static<typeof profile>
export type ProfileRow = Static<typeof profileRow>
export type ProfileFields = Static<typeof profileFields>
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileInput = BodyOf<typeof profiles.save>
export type ProfilePage = ResultOf<typeof profiles.list>
export type ProfileHistory = ResultOf<typeof profiles.history>
export type Choice = Static<typeof choice>
export type RunStatus = (typeof RUN_STATUSES)[number]
export type Run = Static<typeof run>
export type RunDetail = ResultOf<typeof runs.detail>
export type AuditEntry = Static<typeof auditEntry>
export type Line = Static<typeof line>
export type Lines = Static<typeof lines>
/** A page of a run's lines, as the lines and approval routes take it besides the run's id. */
export type LinesQuery = Omit<BodyOf<typeof runs.lines>, 'id' | 'page' | 'rows'> &
  Required<Pick<BodyOf<typeof runs.lines>, 'page' | 'rows'>>
export type ImportAnswer = ResultOf<typeof runs.import>
export type Calculation = ResultOf<typeof runs.calculate>
export type Approval = ResultOf<typeof runs.approval>
export type InsuranceKind = (typeof INSURANCE_KINDS)[number]
export type PayslipSummary = Static<typeof payslipSummary>
export type Payslip = Static<typeof payslip>
export type Question = Static<typeof question>
export type RunReceipts = Static<typeof runReceipts>
export type PersonReceipt = Static<typeof personReceipt>
export type BankLayout = Static<typeof bankLayout>
export type BankColumn = BankLayout['columns'][number]
export type FinalRun = Static<typeof finalRun>
export type CostRow = Static<typeof costRow>
/** A tenant's voucher accounts (each entry's and each salary item's) and what saving them takes. */
export type VoucherAccounts = Static<typeof voucherAccounts>
export type VoucherAccountsInput = BodyOf<typeof vouchers.saveChart>
