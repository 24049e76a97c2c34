import { useState } from 'react'
import { useLanguage, useT } from '@hr-portal/kit'
import { DateField, DialogContainer, PeoplePicker, dialogContainerLabels } from '@hr-portal/ui'
import { api, messageOf, salary, type Group } from '../api'

type Picked = { id: number; name: string; jobNumber: string }

/** A new off-cycle run (a bonus or one-off payment): its group, month and name, for the whole group or people chosen. */
export function OffCycleDialog({
  groups,
  month: initialMonth,
  onDone,
  onClose,
}: {
  groups: Group[]
  month: string
  onDone: (id: number) => void
  onClose: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const [groupId, setGroupId] = useState(groups[0]?.id ?? 0)
  const [month, setMonth] = useState(initialMonth)
  const [name, setName] = useState('')
  const [whole, setWhole] = useState(true)
  const [people, setPeople] = useState<Picked[]>([])
  const [problem, setProblem] = useState('')

  async function create() {
    setProblem('')
    const missing = !name.trim() ? 'runKinds.needName' : !whole && people.length === 0 ? 'runKinds.needPeople' : ''
    if (missing) {
      setProblem(t(missing))
      throw new Error('incomplete')
    }
    try {
      const employeeIds = whole ? undefined : people.map((person) => person.id)
      const { id } = await salary.runKinds.createOffCycle({ groupId, month, name: name.trim(), employeeIds })
      onDone(id)
    } catch (cause) {
      setProblem(messageOf(cause))
      throw cause
    }
  }

  return (
    <DialogContainer
      open
      title={t('runKinds.newOffCycle')}
      width={520}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'create', text: t('runKinds.create'), type: 'primary', delay: false }]}
      onButton={create}
      onClose={onClose}
    >
      <div className="run-kind-form" data-testid="off-cycle-dialog">
        <p className="form-hint">{t('runKinds.offCycleHint')}</p>
        <label>
          {t('runs.group')}
          <select value={groupId} onChange={(e) => setGroupId(Number(e.target.value))}>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('runs.month')}
          <DateField kind="month" value={month} onValueChange={setMonth} required />
        </label>
        <label>
          {t('runKinds.offCycleName')}
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} required />
        </label>
        <fieldset>
          <legend>{t('runKinds.people')}</legend>
          <label className="choice">
            <input type="radio" name="off-cycle-people" checked={whole} onChange={() => setWhole(true)} />
            {t('runKinds.whole')}
          </label>
          <label className="choice">
            <input type="radio" name="off-cycle-people" checked={!whole} onChange={() => setWhole(false)} />
            {t('runKinds.chosen')}
          </label>
        </fieldset>
        {!whole && (
          <PeoplePicker
            legend={t('runKinds.chosen')}
            chosen={people}
            onChange={setPeople}
            find={api.findPeople}
            language={language}
          />
        )}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}
