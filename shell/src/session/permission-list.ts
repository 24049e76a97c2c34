import type { PermissionData } from './schemas'

/**
 * §3 and §6: the stored permission list (localStorage `permissionList`), the functionIds the user
 * holds, menus first and then buttons, each once. A super user's list is stored too, though the
 * isSuper flag already lets everything through.
 * @example permissionListOf({ menus: [{ functionId: '1001' }], btns: [{ functionId: '100101' }], isSuper: false }) // ['1001', '100101']
 */
export function permissionListOf(data: Pick<PermissionData, 'menus' | 'btns'>): string[] {
  return [...new Set([...data.menus, ...data.btns].map((item) => String(item.functionId)))]
}
