import { moveMonth } from '@hr-portal/ui'
import type { ParamValues, ReportParam } from '../api'

/** Starting values of a report's parameters: the previous month for months, the default for numbers, all departments. */
export function defaultValues(params: ReportParam[], today = new Date()): ParamValues {
  const values: ParamValues = {}
  for (const param of params) {
    if (param.kind === 'month') values[param.name] = moveMonth(today.toISOString().slice(0, 7), -1)
    else if (param.kind === 'count') values[param.name] = param.default
  }
  return values
}
