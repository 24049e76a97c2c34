import { useState } from 'react'
import { PeoplePicker, type PickedPerson } from '@hr-portal/ui'
import { api, messageOf, type Participant } from '../api'
import { useFocusHeading } from '../parts/use-focus-heading'
import { useLanguage, useT } from '@hr-portal/kit'

/** Gives one participant another reviewer, found by name or job number (someone without a manager gets one here). */
export function ReviewerForm({
  cycleId,
  row,
  onSaved,
  onCancel,
}: {
  cycleId: number
  row: Participant
  onSaved: (message: string) => void
  onCancel: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const heading = useFocusHeading()
  const [chosen, setChosen] = useState<PickedPerson[]>([])
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    if (chosen.length === 0) {
      setProblem(t('cycles.reviewerNone'))
      return
    }
    setBusy(true)
    try {
      const { managerName } = await api.setReviewer(cycleId, row.employeeId, chosen[0].id)
      onSaved(t('cycles.reviewerSet', { name: row.name, reviewer: managerName }))
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel form-grid" aria-labelledby="reviewer-title" onSubmit={save} data-testid="reviewer-form">
      <h3 id="reviewer-title" ref={heading} tabIndex={-1}>
        {t('cycles.reviewerOf', { name: row.name })}
      </h3>
      <p className="sub">{t('cycles.reviewerNow', { reviewer: row.managerName || t('cycles.noManager') })}</p>
      {/* One reviewer: choosing another replaces the one chosen. */}
      <PeoplePicker
        legend={t('cycles.reviewer')}
        chosen={chosen}
        onChange={(people) => setChosen(people.slice(-1))}
        find={api.findPeople}
        language={language}
      />
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('cycles.reviewerSave')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
