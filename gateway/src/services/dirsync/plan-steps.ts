import type { PlatformDepartment, PlatformMember } from '../../integrations/messaging/directory'
import type { SyncField } from './rules'
import type { Reason } from './texts'

/** One field a step changes: what the portal holds and what it will hold. */
export interface FieldChange {
  field: SyncField | 'unitName' | 'parent'
  before: string | null
  after: string | null
}

export interface UnitStep {
  kind: 'unit'
  platformId: string
  name: string
  /** create a unit, link to an existing one (same name under the same parent, or the top unit), rename, move, remove, or nothing. */
  action: 'create' | 'link' | 'update' | 'move' | 'remove' | 'none'
  organId: number | null
  parentPlatformId: string | null
  changes: FieldChange[]
  reason: Reason
}

export interface MemberStep {
  kind: 'member'
  platformId: string
  name: string
  /** create staff and account, update fields, move to another unit, disable (offboard), link an account only, or nothing. */
  action: 'create' | 'update' | 'move' | 'disable' | 'link' | 'none'
  employeeId: number | null
  userId: number | null
  /** The platform's member (null when the platform no longer has them). */
  member: PlatformMember | null
  changes: FieldChange[]
  reason: Reason
}

export type Step = UnitStep | MemberStep

/** Which platform records a plan covers: everything (a full sync), or the changed ones of a callback or retry. */
export type Scope = { full: true } | { full: false; departmentIds: string[]; memberIds: string[] }

export interface Snapshot {
  departments: PlatformDepartment[]
  members: PlatformMember[]
}
