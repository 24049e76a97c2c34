import { route } from '../route'
import { bool, id, list, matching, nullable, objectBody, oneOf, record, str, text } from '../schema'
import { PAYSLIP, SALARY } from './codes'

const TENANT = "the session tenant's accounts, items and final runs (salary/outputs/voucher.test.ts)"
/** The entries every voucher has, besides each salary item's own expense account. */
export const VOUCHER_ENTRIES = ['expense', 'net', 'tax', 'employeeInsurance', 'employerPayable'] as const
export const VOUCHER_FORMATS = ['csv', 'xlsx'] as const

/** An account of the chart: its code (digits, letters, dots, dashes) and its name. */
const accountIn = record({ code: matching('^[0-9A-Za-z.\\-]{1,20}$'), name: text(60, 1) })
export const voucherAccount = record({ code: str(), name: str() })
/** A tenant's voucher accounts: each entry's (`isDefault`: the chart's default), each item's own (null: `expense`). */
export const voucherAccounts = record({
  entries: list(record({ entry: oneOf(VOUCHER_ENTRIES), code: str(), name: str(), isDefault: bool() })),
  items: list(
    record({
      item: str(),
      nameZh: str(),
      nameEn: str(),
      kind: oneOf(['earning', 'deduction', 'employer']),
      account: nullable(voucherAccount),
    }),
  ),
})

/**
 * The accounting voucher of a final run (820404, beside the bank file): its accounts per tenant (the chart), its lines,
 * its files. No path holds the word 'account': the bridge sends such paths to the accounts service.
 */
export const vouchers = {
  chart: route({
    method: 'POST',
    path: '/salary/web/voucher/chart',
    body: objectBody({}),
    result: voucherAccounts,
    errors: [],
    tenant: TENANT,
    summary: "The tenant's voucher accounts: each entry's and each salary item's.",
  }),
  saveChart: route({
    method: 'POST',
    path: '/salary/web/voucher/saveChart',
    body: objectBody(
      {
        entries: objectBody({
          expense: accountIn,
          net: accountIn,
          tax: accountIn,
          employeeInsurance: accountIn,
          employerPayable: accountIn,
        }),
        items: list(record({ item: text(40, 1), code: accountIn.properties.code, name: accountIn.properties.name }), {
          maxItems: 500,
        }),
      },
      ['entries', 'items'],
    ),
    result: voucherAccounts,
    errors: [SALARY.itemNotFound],
    tenant: TENANT,
    summary:
      'Replaces the accounts: an entry left out returns to its default, an item left out to the expense account; answers them as stored.',
  }),
  lines: route({
    method: 'POST',
    path: '/salary/web/voucher/lines',
    body: objectBody({ runId: id() }, ['runId']),
    result: record({
      runId: id(),
      month: str(),
      groupName: str(),
      header: list(str()),
      rows: list(list(str())),
      debit: str(),
      credit: str(),
    }),
    errors: [PAYSLIP.runNotFound, PAYSLIP.voucherNotFinal],
    tenant: TENANT,
    summary:
      "A final run's voucher as its files hold it: the columns' names, one row per line, the debit and credit totals.",
    noScreen:
      "For finance systems and scripts that read a final run's voucher as data; the payroll app exports the voucher as a file (vouchers.export).",
  }),
  export: route({
    method: 'POST',
    path: '/salary/web/voucher/export',
    body: objectBody({ runId: id(), format: oneOf(VOUCHER_FORMATS) }, ['runId', 'format']),
    file: true,
    errors: [PAYSLIP.runNotFound, PAYSLIP.voucherNotFinal],
    tenant: TENANT,
    summary: "A final run's voucher as CSV or Excel, named after the run.",
  }),
}
