import { bool, dict, list, num, oneOf, optional, record, str, Type } from '../schema'

/** A cell of a report's table or a parameter's value: text or a number. */
export const cell = () => Type.Union([str(), num()])
/** The checked values of a report's parameters: months as `YYYY-MM` (a subscription's may be 'current' or 'previous'), departments and counts as numbers. */
export const paramValues = () => dict(cell())
/** The parameters a run or a subscription is given: checked against the report's definition by the handler. */
export const givenParams = () => Type.Unsafe<Record<string, unknown>>({ type: 'object', maxProperties: 10 })

/** A report's table in the caller's language, and which columns its chart draws (`label` along the axis, `series` as bars). */
export const reportTable = record({
  columns: list(record({ key: str(), title: str(), numeric: optional(bool()) })),
  rows: list(dict(cell())),
  chart: record({ label: str(), series: list(str()) }),
})

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
export const PARAM_KINDS = ['month', 'department', 'count'] as const
/** Runs as the report remind list shows them: ended, sent or failed. */
export const RUN_STATES = ['sent', 'failed'] as const
export const runState = () => oneOf(RUN_STATES)
