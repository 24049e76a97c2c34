import { http } from '@hr-portal/kit'

export interface UnitCount {
  id: number | string
  name: string
  staffCount?: number
  children?: UnitCount[]
}
export interface Celebration {
  employeeId: number
  name: string
  day: number
  kind: 'birthday' | 'anniversary'
  years?: number
}

/** The organisation tree with the staff on the job each unit counts (sub-units included). */
export const organCounts = () =>
  http.postForm<UnitCount[]>('/ums/web/organ/organTreeList', {}).then((a) => a.result ?? [])

/** This month's birthdays and work anniversaries. */
export const celebrations = () =>
  http.postJson<Celebration[]>('/ums/web/entryUser/celebrations', {}).then((a) => a.result ?? [])
