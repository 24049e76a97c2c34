import type { Gender, LeavePolicy, LeaveTypeInput, LeaveTypeSetting } from './leave-types-api'

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
  policy: PolicyDraft
}

/** The policy part of the form: numbers as typed, HR's table as rows of typed numbers. */
export interface PolicyDraft {
  entitlement: LeavePolicy['entitlement']
  days: string
  table: Array<{ years: string; days: string }>
  accrual: LeavePolicy['accrual']
  prorate: boolean
  carryDays: string
  carryExpiry: string
  countDays: LeavePolicy['countDays']
  allowNegative: boolean
  yearEnd: LeavePolicy['yearEnd']
  /** Kept as the type had them (the page does not edit them). */
  contractTypes: string[] | null
}

/** The form of a policy (a new type's: no yearly days). */
export function policyDraftOf(policy: LeavePolicy | null): PolicyDraft {
  return {
    entitlement: policy?.entitlement ?? 'none',
    days: String(policy?.days ?? 0),
    table: (policy?.table ?? []).map((row) => ({ years: String(row.years), days: String(row.days) })),
    accrual: policy?.accrual ?? 'yearly',
    prorate: policy?.prorate ?? true,
    carryDays: String(policy?.carryDays ?? 0),
    carryExpiry: policy?.carryExpiry ?? '',
    countDays: policy?.countDays ?? 'working',
    allowNegative: policy?.allowNegative ?? false,
    yearEnd: policy?.yearEnd ?? 'expire',
    contractTypes: policy?.contractTypes ?? null,
  }
}

/** Days in half days from 0 to 365, or null. */
const halfDays = (text: string) => {
  const value = Number(text.trim())
  return text.trim() !== '' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 365 &&
    Math.round(value * 2) === value * 2
    ? value
    : null
}

/** The policy sent, or the catalogue key of the first problem the form can see (the gateway checks the rest). */
export function policyOf(draft: PolicyDraft): { policy: LeavePolicy } | { problem: string } {
  const days = draft.entitlement === 'fixed' ? halfDays(draft.days) : 0
  if (days === null) return { problem: 'policy.badDays' }
  const table = draft.table.map((row) => ({ years: Number(row.years), days: halfDays(row.days) }))
  if (
    draft.entitlement === 'table' &&
    (!table.length ||
      table.some(
        (row, i) =>
          !Number.isInteger(row.years) ||
          row.years < 0 ||
          row.days === null ||
          (i > 0 && row.years <= table[i - 1].years),
      ))
  )
    return { problem: 'policy.badTable' }
  const carryDays = halfDays(draft.carryDays)
  if (carryDays === null) return { problem: 'policy.badCarry' }
  const carryExpiry = draft.carryExpiry.trim()
  if (carryExpiry && !/^\d{2}-\d{2}$/.test(carryExpiry)) return { problem: 'policy.badExpiry' }
  return {
    policy: {
      entitlement: draft.entitlement,
      days,
      table: draft.entitlement === 'table' ? table.map((row) => ({ years: row.years, days: row.days as number })) : [],
      accrual: draft.accrual,
      prorate: draft.prorate,
      carryDays,
      carryExpiry: carryExpiry || null,
      countDays: draft.countDays,
      allowNegative: draft.allowNegative,
      yearEnd: draft.yearEnd,
      contractTypes: draft.contractTypes,
    },
  }
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
      policy: policyDraftOf(null),
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
    policy: policyDraftOf(type.policy),
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
  const policy = policyOf(draft.policy)
  if ('problem' in policy) return policy
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
      policy: policy.policy,
    },
  }
}
