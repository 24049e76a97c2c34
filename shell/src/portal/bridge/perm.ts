import { authFlagsOf } from '../../session/auth-flags'
import { $session } from '../../session/session-store'
import type { ShellHandlers } from './frame'

function functionIds(): string[] | '*' {
  const permission = $session.get().permission
  if (!permission) return []
  if (permission.isSuper) return '*'
  return [...new Set([...permission.menus, ...permission.btns].map((p) => p.functionId))]
}

/** `perm.*`: the signed-in user's function ids and button flags, as the session holds them. */
export function handlers(): Pick<ShellHandlers, 'perm.has' | 'perm.list' | 'perm.authFlags'> {
  return {
    'perm.has': (id) => {
      const ids = functionIds()
      return ids === '*' || ids.includes(id)
    },
    'perm.list': functionIds,
    'perm.authFlags': (menuFunctionId) => authFlagsOf($session.get().permission, menuFunctionId),
  }
}
