import { route } from '../route'
import { bool, id, int, integer, list, nullable, objectBody, oneOf, record, str, text, Type } from '../schema'
import { ETAX } from './codes'
import { BONUS_METHODS, monthRecord, YEAR, yearBody } from './shared'

/** The kinds of special additional deduction (专项附加扣除). */
export const DEDUCTION_KINDS = [
  'children',
  'infant',
  'education',
  'illness',
  'housingLoan',
  'housingRent',
  'elderly',
] as const
const MONTH_NUMBER = int(1, 12)
const TENANT = "the caller's own declarations and withholding in the session tenant (tenant-isolation/etax.test.ts)"
const ME = [ETAX.noStaffRecord]

export const declaration = record({
  id: integer(),
  year: integer(),
  kind: oneOf(DEDUCTION_KINDS),
  startMonth: integer(),
  endMonth: integer(),
  choice: str(),
  share: integer(),
  /** Per month in force; the year's amount (illness); the one-off amount (education certificate). */
  amount: str(),
  note: str(),
})
export const myYear = record({
  year: integer(),
  declarations: list(declaration),
  bonusMethod: oneOf(BONUS_METHODS),
  /** A bonus of the year was taxed on its own: the method can no longer change (once a year). */
  bonusTaxed: bool(),
  /** The month ('YYYY-MM') a bonus of the year was taxed on its own; a later bonus is added to the wages. */
  bonusSeparateIn: nullable(str()),
  withholding: list(monthRecord),
})

/** My tax deductions (8303, every staff member, their own data only). */
export const deductions = {
  mine: route({
    method: 'POST',
    path: '/etax/web/deduction/mine',
    body: yearBody,
    result: myYear,
    errors: ME,
    tenant: TENANT,
    summary:
      "The caller's declarations of a year, the annual bonus method and the withholding recorded month by month.",
  }),
  save: route({
    method: 'POST',
    path: '/etax/web/deduction/save',
    body: objectBody(
      {
        id: id(),
        year: YEAR,
        kind: oneOf(DEDUCTION_KINDS),
        startMonth: MONTH_NUMBER,
        endMonth: MONTH_NUMBER,
        share: int(0, 100),
        choice: text(12),
        amount: Type.String({ maxLength: 12 }),
        note: text(100),
      },
      ['year', 'kind', 'startMonth', 'endMonth'],
    ),
    result: record({ id: integer() }),
    errors: [
      ...ME,
      ETAX.deductionNotFound,
      ETAX.badYear,
      ETAX.badMonths,
      ETAX.badShare,
      ETAX.badChoice,
      ETAX.badIllness,
      ETAX.badElderlyShare,
      ETAX.certificateMonth,
      ETAX.overlap,
      ETAX.loanAndRent,
    ],
    tenant: TENANT,
    summary: 'Declares a special additional deduction (with `id`: changes one).',
  }),
  remove: route({
    method: 'POST',
    path: '/etax/web/deduction/remove',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer() }),
    errors: [...ME, ETAX.deductionNotFound],
    tenant: TENANT,
    summary: "Removes one of the caller's declarations.",
  }),
  bonusMethod: route({
    method: 'POST',
    path: '/etax/web/deduction/bonusMethod',
    body: objectBody({ year: YEAR, method: oneOf(BONUS_METHODS) }, ['year', 'method']),
    result: record({ year: integer(), method: oneOf(BONUS_METHODS) }),
    errors: [...ME, ETAX.bonusTaxed],
    tenant: TENANT,
    summary: "The year's annual bonus method, until a bonus was taxed on its own in it.",
  }),
}
