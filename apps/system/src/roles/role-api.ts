import { callThrough } from '@hr-portal/api/client'
import { type DataRange, type FieldAccess, accessApi, type RoleMember } from '@hr-portal/api/client/access'
import { http } from '@hr-portal/kit'

/** Role administration calls of the role editor (gateway services/access: roles.ts, role-access.ts, field-permission-routes.ts, role-members.ts). */

export type { DataRange, FieldAccess, FieldView, RoleMember, RoleSummary } from '@hr-portal/api/client/access'
export const FIELD_ACCESS: readonly FieldAccess[] = ['hidden', 'read', 'edit']

/** Menu item Roles and its buttons: the data range and field permission buttons are checked with their auth flag. */
export const ROLES_MENU = '1003'
export const SAVE_ROLE = '100301'
export const SAVE_DATA_RANGE = '100302'
export const SAVE_FIELD_PERMISSIONS = '100303'

/** Business types with fields (gateway biz-fields.ts): 1 = the employee record, 2 = the salary profile, 3 = review results. */
export const BIZ_TYPES = [1, 2, 3] as const

const joyhr = accessApi(callThrough(http))

export const loadDataRange = (roleId: number) => joyhr.roles.dataRange({ roleId })

export const saveDataRange = (roleId: number, range: DataRange) => joyhr.roles.saveDataRange({ roleId, range })

export const loadRoleFields = (roleId: number, bizTypeId: number) => joyhr.fields.fieldList({ roleId, bizTypeId })

export const saveRoleFields = (roleId: number, bizTypeId: number, access: Record<string, FieldAccess>) =>
  joyhr.fields.saveFieldList({
    roleId,
    bizTypeId,
    fields: Object.entries(access).map(([key, value]) => ({ key, access: value })),
  })

export const loadUsers = (roleId?: number) => joyhr.roles.userList(roleId === undefined ? {} : { roleId })

export const loadUnauthorisedRoles = (userId: number) => joyhr.roles.unAuthList({ userId })

/** Gives a user exactly `roleIds` in the session's tenant. */
export const saveUserRoles = (userId: number, roleIds: number[]) => joyhr.roles.saveUserRoles({ userId, roleIds })

/** A user's display name: the real name, else the account. */
export const userLabel = (user: RoleMember) => user.realName || user.userName
