import type { Lang } from '../../core/lang'
import { TOIL_TYPE } from './credits'
import { leaveError } from './errors'

/** A leave type as HR saves it (the Leave types page); `create` adds a type with a new code, else the code's type changes. */
export interface LeaveTypeInput {
  code: string
  nameZh: string
  nameEn: string
  unit: 'day' | 'hour'
  tracked: boolean
  paid: boolean
  /** Days before today a request may start at most; null: no limit. */
  backdateDays: number | null
  /** 1: men only, 2: women only (the staff record's gender code); null: everyone. */
  gender: 1 | 2 | null
  minServiceMonths: number
  create?: boolean
}

/** The columns a save writes. */
export interface LeaveTypeValues {
  name_zh: string
  name_en: string
  unit: 'day' | 'hour'
  tracked: number
  paid: number
  backdate_days: number | null
  gender: number | null
  min_service_months: number
}

export const NAME_MAX = 50
export const MAX_TYPES = 50
/** A new type's code: lowercase letters, digits and _, starting with a letter (it keys balances and requests). */
export const CODE = /^[a-z][a-z0-9_]{1,19}$/

/**
 * What a built-in type must keep, because code relies on it: time off in lieu is hourly and tracked (overtime credits
 * its hours); maternity leave counts in days (supplementary maternity leave adds days to its end).
 */
export const FIXED: Readonly<Record<string, { unit: 'day' | 'hour'; tracked?: true }>> = {
  [TOIL_TYPE]: { unit: 'hour', tracked: true },
  maternity: { unit: 'day' },
}

/** Another type of the tenant, for the name check. */
interface Other {
  code: string
  name_zh: string
  name_en: string
}

/** Checks what HR saves against the type's limits, the other types' names and the built-in rules; answers the columns. */
export function checkedLeaveType(lang: Lang, input: LeaveTypeInput, others: Other[]): LeaveTypeValues {
  const name_zh = input.nameZh.trim()
  const name_en = input.nameEn.trim()
  if (!name_zh || !name_en || name_zh.length > NAME_MAX || name_en.length > NAME_MAX)
    throw leaveError(lang, 'typeNames', { max: NAME_MAX })
  const clash = others.find(
    (o) => o.code !== input.code && (o.name_zh === name_zh || o.name_en.toLowerCase() === name_en.toLowerCase()),
  )
  if (clash) throw leaveError(lang, 'typeNameTaken', { name: clash.name_zh === name_zh ? name_zh : name_en })
  const { backdateDays, minServiceMonths } = input
  if (
    (backdateDays !== null && (backdateDays < 0 || backdateDays > 366)) ||
    minServiceMonths < 0 ||
    minServiceMonths > 600
  )
    throw leaveError(lang, 'typeLimits')
  const fixed = FIXED[input.code]
  if (fixed && (input.unit !== fixed.unit || (fixed.tracked && !input.tracked)))
    throw leaveError(lang, input.code === TOIL_TYPE ? 'toilType' : 'maternityType')
  return {
    name_zh,
    name_en,
    unit: input.unit,
    tracked: input.tracked ? 1 : 0,
    paid: input.paid ? 1 : 0,
    backdate_days: backdateDays,
    gender: input.gender,
    min_service_months: minServiceMonths,
  }
}
