import { route } from '../route'
import { bool, flag, id, int, integer, list, objectBody, oneOf, paragraph, record, str, text, Type } from '../schema'
import { SALARY } from './codes'

const TENANT = "the session tenant's salary items only (tenant-isolation/payroll.test.ts)"
export const ITEM_KINDS = ['earning', 'deduction', 'employer'] as const
export const ITEM_SOURCES = ['fixed', 'input', 'formula'] as const
const CODE = Type.String({ maxLength: 40, minLength: 1 })

/** A salary item as the routes answer it. */
export const item = record({
  id: integer(),
  code: str(),
  nameZh: str(),
  nameEn: str(),
  kind: oneOf(ITEM_KINDS),
  source: oneOf(ITEM_SOURCES),
  formula: str(),
  taxable: bool(),
  annualBonus: bool(),
  onPayslip: bool(),
  sort: integer(),
})

/** Salary items (8201; 820101 changes them): earnings, deductions and employer costs, fixed, entered per month or a formula. */
export const items = {
  list: route({
    method: 'POST',
    path: '/salary/web/item/list',
    body: objectBody({}),
    errors: [],
    tenant: TENANT,
    result: record({
      items: list(item),
      names: record({ base: str(), attendance: list(str()), functions: list(str()) }),
      codePattern: str(),
    }),
    summary: "The tenant's items, and the names a formula may read.",
  }),
  check: route({
    method: 'POST',
    path: '/salary/web/item/check',
    body: objectBody({ id: id(), code: CODE, formula: paragraph(1000) }, ['code', 'formula']),
    result: record({ valid: bool(), code: integer(), message: str() }),
    errors: [],
    tenant: TENANT,
    summary: "A formula's problem as the editor types (code 0: none), without saving.",
  }),
  save: route({
    method: 'POST',
    path: '/salary/web/item/save',
    body: objectBody(
      {
        id: id(),
        code: CODE,
        nameZh: text(60, 1),
        nameEn: text(60, 1),
        kind: oneOf(ITEM_KINDS),
        source: oneOf(ITEM_SOURCES),
        formula: paragraph(1000),
        taxable: flag(),
        annualBonus: flag(),
        onPayslip: flag(),
        sort: int(0, 9999),
      },
      ['code', 'nameZh', 'nameEn', 'kind', 'source', 'formula', 'taxable', 'annualBonus', 'onPayslip'],
    ),
    result: record({ id: integer() }),
    tenant: TENANT,
    errors: [
      SALARY.itemNotFound,
      SALARY.badFormula,
      SALARY.unknownName,
      SALARY.formulaCycle,
      SALARY.codeTaken,
      SALARY.badItem,
    ],
    summary: 'Adds an item (no id) or changes one.',
  }),
  delete: route({
    method: 'POST',
    path: '/salary/web/item/delete',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer() }),
    errors: [SALARY.itemNotFound, SALARY.itemInUse],
    tenant: TENANT,
    summary: 'Deletes an item no formula reads and no group pays.',
  }),
}
