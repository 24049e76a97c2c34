import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, type Organ } from '../api'
import { useT } from '@hr-portal/kit'

/** The organisation tree flattened in order, each with its depth. */
const flatten = (organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> =>
  organs.flatMap((organ) => [{ id: organ.id, name: organ.name, depth }, ...flatten(organ.children ?? [], depth + 1)])

/** Adds a department (and those under it) to a cycle: its staff on the job in the caller's data range, with their line managers. */
export function DepartmentPicker({ cycleId, onAdded }: { cycleId: number; onAdded: (message: string) => void }) {
  const t = useT()
  const organs = useRequest(() => api.organs(), [])
  const [organId, setOrganId] = useState(0)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const options = flatten(organs.data ?? [])
  const picked = organId || options[0]?.id || 0

  async function add(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    setBusy(true)
    try {
      const { added } = await api.addDepartments(cycleId, [picked])
      onAdded(t('cycles.added', { count: added, department: options.find((o) => o.id === picked)?.name ?? '' }))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="row" onSubmit={add} data-testid="department-picker">
      <label>
        {t('cycles.department')}
        <select value={picked} onChange={(e) => setOrganId(Number(e.target.value))}>
          {options.map((o) => (
            <option key={o.id} value={o.id}>{`${'\u00a0\u00a0'.repeat(o.depth)}${o.name}`}</option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy || !picked}>
        {t('cycles.addDepartment')}
      </button>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </form>
  )
}
