import type {
  DataRange,
  FieldAccess,
  FieldView,
  RoleDataRange,
  RoleMember,
  RoleSummary,
} from '@hr-portal/api/client/joyhr'
import { http } from '@hr-portal/kit'

/** Role administration calls of the role editor (gateway services/joyhr: roles.ts, role-access.ts, field-permission-routes.ts, role-members.ts). */

export type { DataRange, FieldAccess, RoleMember, RoleSummary }
export const FIELD_ACCESS: readonly FieldAccess[] = ['hidden', 'read', 'edit']

/** Menu item Roles and its buttons: the data range and field permission buttons are checked with their auth flag. */
export const ROLES_MENU = '1003'
export const SAVE_ROLE = '100301'
export const SAVE_DATA_RANGE = '100302'
export const SAVE_FIELD_PERMISSIONS = '100303'

/** Business types with fields (gateway biz-fields.ts): 1 = the employee record, 2 = the salary profile, 3 = review results. */
export const BIZ_TYPES = [1, 2, 3] as const

/** A field as the role editor shows it (of the contract's field view). */
export type RoleField = Pick<FieldView, 'key' | 'label' | 'type' | 'custom' | 'access'>

export const loadDataRange = (roleId: number) =>
  http.postJson<RoleDataRange>('/joyhr/web/authRole/dataRange', { roleId }).then((a) => a.result!)

export const saveDataRange = (roleId: number, range: DataRange) =>
  http.postJson('/joyhr/web/authRole/saveDataRange', { roleId, range })

export const loadRoleFields = (roleId: number, bizTypeId: number) =>
  http.postJson<RoleField[]>('/joyhr/web/roleInsZhangtao/fieldList', { roleId, bizTypeId }).then((a) => a.result ?? [])

export const saveRoleFields = (roleId: number, bizTypeId: number, access: Record<string, FieldAccess>) =>
  http.postJson('/joyhr/web/roleInsZhangtao/saveFieldList', {
    roleId,
    bizTypeId,
    fields: Object.entries(access).map(([key, value]) => ({ key, access: value })),
  })

export const loadUsers = (roleId?: number) =>
  http
    .postJson<RoleMember[]>('/joyhr/web/authRole/userList', roleId === undefined ? {} : { roleId })
    .then((a) => a.result ?? [])

export const loadUnauthorisedRoles = (userId: number) =>
  http.postJson<RoleSummary[]>('/joyhr/web/authRole/unAuthList', { userId }).then((a) => a.result ?? [])

/** Gives a user exactly `roleIds` in the session's tenant. */
export const saveUserRoles = (userId: number, roleIds: number[]) =>
  http.postJson('/joyhr/web/authRole/saveUserRoles', { userId, roleIds })

/** A user's display name: the real name, else the account. */
export const userLabel = (user: RoleMember) => user.realName || user.userName
