import type { PermissionData } from './schemas'

/**
 * §3 the per-menu map of button auth flags for one menu item (`perm.authFlags`): the buttons of that menu the user
 * holds → 1 (authorised) or 0 (shown only). A super user bypasses every check (§6): each of its buttons answers 1.
 */
export function authFlagsOf(permission: PermissionData | null, menuFunctionId: string): Record<string, number> {
  const flags = permission?.permissionMap?.[menuFunctionId] ?? {}
  if (!permission?.isSuper) return { ...flags }
  return Object.fromEntries(Object.keys(flags).map((functionId) => [functionId, 1]))
}
