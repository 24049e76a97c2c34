import { useId, useState } from 'react'
import { useAction, useLanguage, useT } from '@hr-portal/kit'
import { DateField, PeoplePicker, type PickedPerson } from '@hr-portal/ui'
import { BASES, type CaseBasis, leavingApi, OWES } from './leaving-api'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * HR starts a termination: the person, the legal basis (each says whether compensation is owed), the last day, the
 * reason and, for a termination without fault, whether 30 days' notice was given (else N + 1); the request goes to
 * the person's line manager in the approval centre.
 */
export function TerminateForm({ person: preset, onSent }: { person?: PickedPerson; onSent: () => void }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [person, setPerson] = useState<PickedPerson[]>(preset ? [preset] : [])
  const [basis, setBasis] = useState<CaseBasis>('mutual')
  const [lastDay, setLastDay] = useState(today())
  const [reason, setReason] = useState('')
  const [noticeGiven, setNoticeGiven] = useState(true)
  const action = useAction(onSent)
  const find = async (keyword: string, page: number) => {
    const found = await leavingApi.findPeople(keyword, page)
    return { rows: found.rows.map((p) => ({ ...p })), total: found.total }
  }
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('leaving.startTermination')}</h2>
      <form
        className="pers-leaving-form"
        data-testid="terminate-form"
        onSubmit={(event) => {
          event.preventDefault()
          const chosen = person.at(-1)
          if (!chosen) return action.setProblem(t('leaving.choosePerson'))
          const body = { employeeId: chosen.id, basis, lastDay, reason: reason.trim(), noticeGiven }
          void action.run(() => leavingApi.terminate(body), t('leaving.sent', { name: chosen.name }))
        }}
      >
        <PeoplePicker
          legend={t('leaving.person')}
          chosen={person}
          onChange={(people) => setPerson(people.slice(-1))}
          find={find}
          language={language === 'en' ? 'en' : 'zh-CN'}
        />
        <label htmlFor={`${id}-basis`}>{t('leaving.basis')}</label>
        <select
          id={`${id}-basis`}
          className="hr-input"
          value={basis}
          onChange={(e) => setBasis(e.target.value as CaseBasis)}
          aria-describedby={`${id}-owes`}
        >
          {BASES.map((b) => (
            <option key={b} value={b}>
              {t(`leaving.bases.${b}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-owes`} className="pers-hint">
          {OWES[basis] ? t('leaving.owes') : t('leaving.owesNothing')}
        </p>
        {basis === 'noFault' && (
          <label className="pers-leaving-check">
            <input type="checkbox" checked={noticeGiven} onChange={(e) => setNoticeGiven(e.target.checked)} />
            {t('leaving.noticeGiven')}
          </label>
        )}
        <label htmlFor={`${id}-day`}>{t('leaving.lastDay')}</label>
        <DateField
          id={`${id}-day`}
          kind="date"
          className="hr-input"
          required
          value={lastDay}
          onValueChange={setLastDay}
        />
        <label htmlFor={`${id}-reason`}>{t('leaving.reason')}</label>
        <textarea
          id={`${id}-reason`}
          className="hr-input"
          rows={2}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
          {t('leaving.send')}
        </button>
        {action.status}
      </form>
    </section>
  )
}
