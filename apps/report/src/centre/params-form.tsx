import { useId } from 'react'
import type { Department, ParamValues, ReportParam } from '../api'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

/** The departments as a flat list in tree order, indented by depth. */
export function departmentOptions(departments: Department[]): Array<{ id: number; name: string }> {
  const children = (parentId: number | null, depth: number): Array<{ id: number; name: string }> =>
    departments
      .filter((d) => d.parentId === parentId)
      .flatMap((d) => [{ id: d.id, name: `${'\u00a0\u00a0'.repeat(depth)}${d.name}` }, ...children(d.id, depth + 1)])
  return children(null, 0)
}

interface Props {
  params: ReportParam[]
  values: ParamValues
  departments: Department[]
  onChange: (values: ParamValues) => void
}

/** One labelled field per report parameter: a month, a department (or all) or a whole number in its range. */
export function ParamsForm({ params, values, departments, onChange }: Props) {
  const t = useT()
  const base = useId()
  const set = (name: string, value: string | number | undefined) => {
    const next = { ...values }
    if (value === undefined || value === '') delete next[name]
    else next[name] = value
    onChange(next)
  }
  return (
    <div className="rc-params">
      {params.map((param) => {
        const id = `${base}-${param.name}`
        return (
          <div key={param.name} className="rc-param">
            <label htmlFor={id}>
              {param.label}
              {param.required ? ' *' : ''}
            </label>
            {param.kind === 'month' && (
              <DateField
                kind="month"
                id={id}
                value={String(values[param.name] ?? '')}
                required={param.required}
                onValueChange={(v) => set(param.name, v)}
                data-param={param.name}
              />
            )}
            {param.kind === 'department' && (
              <select
                id={id}
                value={String(values[param.name] ?? '')}
                onChange={(e) => set(param.name, e.target.value ? Number(e.target.value) : undefined)}
                data-param={param.name}
              >
                <option value="">{t('centre.allDepartments')}</option>
                {departmentOptions(departments).map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
            {param.kind === 'count' && (
              <input
                id={id}
                type="number"
                min={param.min}
                max={param.max}
                step={1}
                value={String(values[param.name] ?? '')}
                data-param={param.name}
                onChange={(e) => set(param.name, e.target.value === '' ? undefined : Number(e.target.value))}
              />
            )}
          </div>
        )
      })}
    </div>
  )
}
