import { route } from '../route'
import { bool, integer, list, nullable, objectBody, oneOf, record, str, text } from '../schema'
import { EXPENSES } from './codes'
import { AMOUNT, CATEGORY_CODE } from './fields'

const TENANT = "the session tenant's expense categories, limits and settings (expenses/advances.test.ts)"
export const LIMIT_PERIODS = ['line', 'day', 'month'] as const
export const LIMIT_ACTIONS = ['warn', 'refuse'] as const

export const category = record({ code: str(), nameZh: str(), nameEn: str(), enabled: bool(), builtIn: bool() })
/** A limit of a category per line, day or month; a position id or salary grade makes it theirs only. */
export const categoryLimit = record({
  id: integer(),
  categoryCode: str(),
  period: oneOf(LIMIT_PERIODS),
  amount: str(),
  positionId: nullable(str()),
  grade: nullable(str()),
  action: oneOf(LIMIT_ACTIONS),
})
/** The tenant's settings: claims whose total is over `financeOver` go to finance after the manager. */
export const expenseSettings = record({ financeOver: str() })

/** What the claim form offers anyone claiming (function 8901): enabled categories, the receipt types and largest size. */
export const options = {
  categories: route({
    method: 'POST',
    path: '/salary/web/expense/category/options',
    body: objectBody({}),
    result: record({
      categories: list(record({ code: str(), nameZh: str(), nameEn: str() })),
      receiptTypes: list(str()),
      maxBytes: integer(),
      currency: str(),
    }),
    errors: [],
    tenant: "the session tenant's enabled categories",
    summary: 'The enabled categories, the receipt types allowed and the largest receipt.',
  }),
}

/** Expense settings (function 8902, finance): categories, their limits, the amount over which finance approves. */
export const settings = {
  categories: route({
    method: 'POST',
    path: '/salary/web/expense/category/list',
    body: objectBody({}),
    result: record({ categories: list(category), limits: list(categoryLimit), settings: expenseSettings }),
    errors: [],
    tenant: TENANT,
    summary: 'All categories (enabled or not), all limits and the settings.',
  }),
  saveCategory: route({
    method: 'POST',
    path: '/salary/web/expense/category/save',
    body: objectBody({ code: CATEGORY_CODE, nameZh: text(40, 1), nameEn: text(60, 1), enabled: bool() }, [
      'code',
      'nameZh',
      'nameEn',
      'enabled',
    ]),
    result: category,
    errors: [EXPENSES.badCategory],
    tenant: TENANT,
    summary: 'Adds a category or changes its names and whether it is enabled (a code is never removed).',
  }),
  saveLimit: route({
    method: 'POST',
    path: '/salary/web/expense/limit/save',
    body: objectBody(
      {
        id: integer(),
        categoryCode: CATEGORY_CODE,
        period: oneOf(LIMIT_PERIODS),
        amount: AMOUNT,
        positionId: text(40),
        grade: text(40),
        action: oneOf(LIMIT_ACTIONS),
      },
      ['categoryCode', 'period', 'amount', 'action'],
    ),
    result: categoryLimit,
    errors: [EXPENSES.limitNotFound, EXPENSES.unknownCategory, EXPENSES.badLimit, EXPENSES.badAmount],
    tenant: TENANT,
    summary: 'Adds a limit (no id) or changes one; one limit per category, period, position and grade.',
  }),
  removeLimit: route({
    method: 'POST',
    path: '/salary/web/expense/limit/remove',
    body: objectBody({ id: integer() }, ['id']),
    result: record({ removed: integer() }),
    errors: [EXPENSES.limitNotFound],
    tenant: TENANT,
    summary: 'Removes a limit.',
  }),
  saveSettings: route({
    method: 'POST',
    path: '/salary/web/expense/settings/save',
    body: objectBody({ financeOver: AMOUNT }, ['financeOver']),
    result: expenseSettings,
    errors: [EXPENSES.badAmount],
    tenant: TENANT,
    summary: 'Sets the total over which a claim also goes to finance.',
  }),
}
