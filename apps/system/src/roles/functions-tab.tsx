import { useMemo } from 'react'
import { useT } from '@hr-portal/kit'

export interface CatalogueFunction {
  functionId: string
  name: string
  appName: string
  kind: 'menu' | 'button'
  parentFunctionId: string | null
}

interface Props {
  catalogue: CatalogueFunction[]
  chosen: Set<string>
  onChange: (chosen: Set<string>) => void
  /** §6 auth flag of each granted button: 0 shows the button only (actions that check the flag are refused). */
  flags: Record<string, number>
  onFlags: (flags: Record<string, number>) => void
}

/**
 * The functions a role grants, grouped by app: menu items with their buttons under them; a granted button is
 * authorised (auth flag 1, the default) or shown only (0).
 */
export function FunctionsTab({ catalogue, chosen, onChange, flags, onFlags }: Props) {
  const t = useT()
  const apps = useMemo(() => {
    const groups = new Map<string, CatalogueFunction[]>()
    for (const fn of catalogue) groups.set(fn.appName, [...(groups.get(fn.appName) ?? []), fn])
    return [...groups]
  }, [catalogue])

  function toggle(fn: CatalogueFunction, on: boolean) {
    const next = new Set(chosen)
    const buttons = catalogue.filter((b) => b.parentFunctionId === fn.functionId).map((b) => b.functionId)
    // A menu item taken away takes its buttons along; a button given brings its menu item.
    if (on) {
      next.add(fn.functionId)
      if (fn.parentFunctionId) next.add(fn.parentFunctionId)
    } else {
      next.delete(fn.functionId)
      for (const id of buttons) next.delete(id)
    }
    onChange(next)
  }

  return (
    <div className="role-functions" data-testid="role-functions">
      {apps.map(([appName, functions]) => (
        <fieldset key={appName}>
          <legend>{appName}</legend>
          {functions.map((fn) => (
            <div key={fn.functionId} className="role-function" data-kind={fn.kind}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(fn.functionId)}
                  onChange={(e) => toggle(fn, e.target.checked)}
                />
                {fn.name} <small>({fn.functionId})</small>
              </label>
              {fn.kind === 'button' && chosen.has(fn.functionId) && (
                <label className="role-auth-flag">
                  <input
                    type="checkbox"
                    checked={flags[fn.functionId] !== 0}
                    onChange={(e) => onFlags({ ...flags, [fn.functionId]: e.target.checked ? 1 : 0 })}
                    aria-label={t('roleEdit.authFlag', { name: fn.name, id: fn.functionId })}
                  />
                  {t('roleEdit.authorised')}
                </label>
              )}
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  )
}
