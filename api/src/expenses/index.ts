import { advanceFinance, advances } from './advances'
import { claims, receipts } from './claims'
import { payments } from './payment'
import { reports, widget } from './reports'
import { options, settings } from './settings'

/**
 * Expense claims and advances (gateway services/expenses). Money is a decimal string in yuan (CNY), two decimals in
 * answers; ids of claims, lines, receipts, advances and bank files are UUIDs. Texts of refusals and findings come in
 * the caller's language.
 *
 * Function ids (apps/expenses/manifest.json menus and buttons carry them):
 * - 8901 My expenses (everyone): options.categories, claims.*, receipts.*, advances.*.
 * - 8902 Expense settings (finance): settings.* (categories, limits, the amount over which finance approves).
 * - 8903 Expense payment (finance): payments.*, advanceFinance.*; finance also reads any claim (claims.detail).
 * - 8904 Expense reports (finance): reports.*.
 * - 8905 the Advances menu: its routes are advances.* above, guarded by 8901 (grant both).
 * - widget.mine: anyone signed in (the home widget "my claims" / "waiting for me").
 *
 * Routes:
 * - options.categories: enabled categories, receipt types (JPEG, PNG, PDF) and the largest receipt, for the claim form.
 * - claims.save: create (no id) or change a draft: title, lines (date, category, amount, description, project),
 *   the advance it settles; answers the claim with each line's policy findings (warnings; refusals are refused).
 * - claims.submit / withdraw / remove: submit a draft to approval (workflow biz type `expenseClaim`, the approval
 *   centre shows it and its notices link to the request there; an approver reads the claim with claims.detail), take
 *   back while pending (the claim becomes `withdrawn`), delete a draft; a withdrawn or rejected claim is editable again,
 *   and so is one an approver sent back for changes (status stays `submitted`, `editable` true; submit sends it on).
 * - claims.mine / detail: my claims paged; one claim (owner, approver, finance) with lines, receipts (signed `url`),
 *   findings, duplicates (same file hash, or same invoice number and amount, in another claim) and payment.
 * - receipts.add / remove: attach an upload (filesApi uploads.upload first, accept 'any') to a draft, remove it.
 * - advances.request / mine / detail / withdraw: ask an advance (workflow biz type `expenseAdvance`); a claim settles an
 *   open advance (payable = total less the part of the advance it settles; fully covered: paid at approval).
 * - advanceFinance.list / closeRemainder: finance lists advances and closes a remainder (repaid, or deducted in a
 *   payroll month).
 * - settings.categories / saveCategory / saveLimit / removeLimit / saveSettings: finance's setup.
 * - payments.claims / toPayroll / toBank / batches / bankFile: approved claims paid through a month's payroll (a
 *   non-taxable item; paid when the run is paid) or a reimbursement bank file (xlsx, paid at once).
 * - reports.summary / export: totals by category, department, month or person for a period; xlsx.
 * - widget.mine: my five latest claims and the expense approvals waiting for me.
 */
export const expenses = {
  options,
  claims,
  receipts,
  advances,
  advanceFinance,
  settings,
  payments,
  reports,
  widget,
}

export { EXPENSES } from './codes'
export { CLAIM_STATUSES, FINDING_KINDS, PAYMENT_WAYS } from './claims'
export { ADVANCE_STATUSES, REMAINDER_WAYS } from './advances'
export { LIMIT_ACTIONS, LIMIT_PERIODS } from './settings'
export { REPORT_DIMENSIONS } from './reports'
