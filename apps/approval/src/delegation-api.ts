import { call } from '@hr-portal/kit'

export type AbsenceState = 'planned' | 'active' | 'past'

/** An absence; `fromWall`/`toWall` are 'YYYY-MM-DDTHH:MM' in the company's time zone. */
export interface Absence {
  id: string
  userId: number
  userName: string
  delegateId: number
  delegateName: string
  from: number
  to: number
  fromWall: string
  toWall: string
  note: string
  state: AbsenceState
  endedEarly: boolean
}

export interface Colleague {
  id: number
  name: string
  jobNumber: string
}

export interface Delegation {
  timeZone: string
  now: number
  /** Whether I approve requests here, and so may delegate them (the form is mine only then). */
  mayDelegate: boolean
  /** My own absences, newest first. */
  absences: Absence[]
  /** Absences naming me delegate, under way or planned; `waiting`: what waits for me on their behalf now. */
  delegatedToMe: Array<Absence & { waiting: number }>
}

const D = '/workflow/web/delegation'

export const delegationApi = {
  mine: () => call<Delegation>(`${D}/mine`, {}),
  save: (input: { from: string; to: string; delegateId: number; note: string }) =>
    call<{ id: string }>(`${D}/save`, input),
  end: (id: string) => call<{ id: string }>(`${D}/end`, { id }),
  remove: (id: string) => call<{ id: string }>(`${D}/delete`, { id }),
  colleagues: (keyword: string) => call<Colleague[]>(`${D}/colleagues`, { keyword }),
}
