import { callThrough } from '@hr-portal/api/client'
import { leaveApi } from '@hr-portal/api/client/leave'
import type { LeaveTypeInput as Saved } from '@hr-portal/api/client/leave'
import { http } from '@hr-portal/kit'

// Leave types as HR edits them (the Leave types page, function 8011), typed by the contract (api/src/leave): a type's
// settings, what a built-in type must keep (`fixed`), the requests waiting (its unit cannot change meanwhile), the last save.
// Gender: 1 men only, 2 women only (the staff record's gender code), null everyone; backdateDays null: no limit.
export type {
  LeaveTypeSettings as LeaveTypeSetting,
  LeaveTypeGender as Gender,
  LeavePolicy,
} from '@hr-portal/api/client/leave'
/** A type's settings as the page edits them (saving also says whether it is a new type). */
export type LeaveTypeInput = Omit<Saved, 'create'>

const vacation = leaveApi(callThrough(http))

export const leaveTypesApi = {
  list: () => vacation.leaveTypes.list(),
  /** `create`: a new type with a new code; else the code's type changes. */
  save: (input: LeaveTypeInput, create: boolean) => vacation.leaveTypes.save({ ...input, create }),
}
