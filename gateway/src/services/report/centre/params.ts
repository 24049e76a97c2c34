import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import type { ReportDefinition, ReportParams } from '../../../core/report-registry'
import { wallOf } from '../../attendance'
import { reportError } from './errors'

/** Month values a subscription may keep instead of a fixed month: resolved when the report runs. */
export const RELATIVE_MONTHS = ['current', 'previous'] as const

const isMonth = (value: unknown): value is string => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null
  return (
    match !== null &&
    Number(match[1]) >= 2000 &&
    Number(match[1]) <= 2100 &&
    Number(match[2]) >= 1 &&
    Number(match[2]) <= 12
  )
}

/**
 * Checks the values given for a report's parameters against its definition: unknown names, missing required values,
 * months, departments of the tenant, whole numbers in range (defaults filled in). `relative` lets a month be one of
 * {@link RELATIVE_MONTHS} (subscriptions). Throws badParam with the parameter's label in `lang`.
 */
export async function checkParams(
  db: Db,
  tenantId: number,
  report: ReportDefinition,
  given: Record<string, unknown>,
  lang: Lang,
  relative = false,
): Promise<ReportParams> {
  const checked: ReportParams = {}
  for (const name of Object.keys(given)) {
    if (!report.params.some((param) => param.name === name))
      throw reportError(lang, 'paramUnknown', { name: name.slice(0, 40) })
  }
  for (const param of report.params) {
    const value = given[param.name]
    const label = param.label[lang]
    if (value === undefined || value === null || value === '') {
      if (param.required) throw reportError(lang, 'paramRequired', { label })
      if (param.kind === 'count') checked[param.name] = param.default
      continue
    }
    if (param.kind === 'month') {
      if (!isMonth(value) && !(relative && RELATIVE_MONTHS.includes(value as never)))
        throw reportError(lang, 'paramMonth', { label })
      checked[param.name] = value as string
    } else if (param.kind === 'count') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < param.min || value > param.max) {
        throw reportError(lang, 'paramCount', { label, min: param.min, max: param.max })
      }
      checked[param.name] = value
    } else {
      const organ =
        typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31
          ? await db
              .selectFrom('organ')
              .select('id')
              .where('tenant_id', '=', tenantId)
              .where('id', '=', value)
              .executeTakeFirst()
          : undefined
      if (!organ) throw reportError(lang, 'paramDepartment', { label })
      checked[param.name] = organ.id
    }
  }
  return checked
}

/** The month before `month` ('YYYY-MM'). */
const monthBefore = (month: string) => {
  const year = Number(month.slice(0, 4))
  const index = Number(month.slice(5, 7))
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`
}

/** The parameters with relative months made real: the month of `now` in the tenant's zone, or the one before it. */
export function resolveParams(params: ReportParams, now: number, timeZone: string): ReportParams {
  const current = wallOf(now, timeZone).day.slice(0, 7)
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value === 'current' ? current : value === 'previous' ? monthBefore(current) : value,
    ]),
  )
}
