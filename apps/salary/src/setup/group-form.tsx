import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { PeoplePicker } from '@hr-portal/ui'
import { salary, api, messageOf, type Group, type GroupInput, type Organ } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'

const flatten = (organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> =>
  organs.flatMap((o) => [{ id: o.id, name: o.name, depth }, ...flatten(o.children ?? [], depth + 1)])

/** A salary group: its name, pay day, members (departments with their sub-departments, or people) and the items it pays. */
export function GroupForm({
  group,
  onSave,
  onCancel,
}: {
  group: Group | null
  onSave: (input: GroupInput) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const organs = useRequest(() => api.organs(), [])
  const items = useRequest(() => salary.items.list(), [])
  const [name, setName] = useState(group?.name ?? '')
  const [payDay, setPayDay] = useState(group?.payDay ?? 10)
  const [proration, setProration] = useState(group?.proration ?? 'workingDays')
  const [organIds, setOrganIds] = useState<number[]>(group?.organs.map((o) => o.id) ?? [])
  const [people, setPeople] = useState(group?.people ?? [])
  const [itemIds, setItemIds] = useState<number[]>(group?.itemIds ?? [])
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try {
      await onSave({
        ...(group ? { id: group.id } : {}),
        name: name.trim(),
        payDay,
        proration,
        organIds,
        employeeIds: people.map((p) => p.id),
        itemIds,
      })
    } catch (cause) {
      setProblem(messageOf(cause))
      setBusy(false)
    }
  }
  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="group-form-title">
      <h2 id="group-form-title">{group ? t('groups.edit', { name: group.name }) : t('groups.new')}</h2>
      <div className="row">
        <label>
          {t('groups.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />
        </label>
        <label>
          {t('groups.payDay')}
          <input
            type="number"
            min={1}
            max={31}
            value={payDay}
            onChange={(e) => setPayDay(Number(e.target.value))}
            required
          />
        </label>
        <label>
          {t('groups.proration')}
          <select
            value={proration}
            onChange={(e) => setProration(e.target.value as typeof proration)}
            aria-describedby="group-proration-hint"
          >
            <option value="workingDays">{t('groups.prorationWorkingDays')}</option>
            <option value="calendarDays">{t('groups.prorationCalendarDays')}</option>
          </select>
        </label>
      </div>
      <p id="group-proration-hint" className="hint">
        {t('groups.prorationHint')}
      </p>
      <label>
        {t('groups.departments')}
        <select
          multiple
          size={6}
          value={organIds.map(String)}
          onChange={(e) => setOrganIds([...e.target.selectedOptions].map((o) => Number(o.value)))}
        >
          {flatten(organs.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>{`${'\u00a0\u00a0'.repeat(o.depth)}${o.name}`}</option>
          ))}
        </select>
      </label>
      <PeoplePicker
        legend={t('groups.people')}
        chosen={people}
        onChange={setPeople}
        find={api.findPeople}
        language={language}
      />
      <fieldset>
        <legend>{t('groups.items')}</legend>
        <div className="check-grid">
          {(items.data?.items ?? []).map((item) => (
            <label key={item.id} className="check">
              <input
                type="checkbox"
                checked={itemIds.includes(item.id)}
                onChange={(e) =>
                  setItemIds(e.target.checked ? [...itemIds, item.id] : itemIds.filter((id) => id !== item.id))
                }
              />
              {language === 'en' ? item.nameEn : item.nameZh} <code className="hint">{item.code}</code>
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
