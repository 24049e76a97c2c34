import type { Gender, LeaveTypeInput, LeaveTypeSetting } from './leave-types-api'

/** The dialog's form: text fields as typed; `noBackdateLimit` stands for a null backdating window. */
export interface LeaveTypeDraft {
  code: string
  nameZh: string
  nameEn: string
  unit: 'day' | 'hour'
  tracked: boolean
  paid: boolean
  noBackdateLimit: boolean
  backdateDays: string
  gender: '' | '1' | '2'
  minServiceMonths: string
}

/** A new type's code, as the gateway checks it: lowercase letters, digits and _, starting with a letter. */
export const CODE = /^[a-z][a-z0-9_]{1,19}$/
export const NAME_MAX = 50

/** The form of a type to edit, or of a new one: counted in days, paid, untracked, 30 days back, for everyone. */
export function draftOf(type: LeaveTypeSetting | null): LeaveTypeDraft {
  if (!type) {
    return {
      code: '',
      nameZh: '',
      nameEn: '',
      unit: 'day',
      tracked: false,
      paid: true,
      noBackdateLimit: false,
      backdateDays: '30',
      gender: '',
      minServiceMonths: '0',
    }
  }
  return {
    code: type.code,
    nameZh: type.nameZh,
    nameEn: type.nameEn,
    unit: type.unit,
    tracked: type.tracked,
    paid: type.paid,
    noBackdateLimit: type.backdateDays === null,
    backdateDays: String(type.backdateDays ?? 30),
    gender: type.gender === null ? '' : (String(type.gender) as '1' | '2'),
    minServiceMonths: String(type.minServiceMonths),
  }
}

const whole = (text: string, max: number) =>
  /^\d{1,3}$/.test(text.trim()) && Number(text) <= max ? Number(text) : null

/**
 * What the gateway is sent, or the catalogue key of the first problem: a new code's pattern, both names (1 to 50
 * characters), backdating 0 to 366 days unless unlimited, months of service 0 to 600.
 */
export function inputOf(draft: LeaveTypeDraft, isNew: boolean): { input: LeaveTypeInput } | { problem: string } {
  const code = draft.code.trim()
  if (isNew && !CODE.test(code)) return { problem: 'types.badCode' }
  const nameZh = draft.nameZh.trim()
  const nameEn = draft.nameEn.trim()
  if (!nameZh || !nameEn || nameZh.length > NAME_MAX || nameEn.length > NAME_MAX) return { problem: 'types.badNames' }
  const backdateDays = draft.noBackdateLimit ? null : whole(draft.backdateDays, 366)
  if (!draft.noBackdateLimit && backdateDays === null) return { problem: 'types.badBackdate' }
  const minServiceMonths = whole(draft.minServiceMonths, 600)
  if (minServiceMonths === null) return { problem: 'types.badMonths' }
  const gender: Gender = draft.gender === '' ? null : (Number(draft.gender) as 1 | 2)
  return {
    input: {
      code,
      nameZh,
      nameEn,
      unit: draft.unit,
      tracked: draft.tracked,
      paid: draft.paid,
      backdateDays,
      gender,
      minServiceMonths,
    },
  }
}
