import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { useAction, useLanguage, useT } from '@hr-portal/kit'
import { DateField, PeoplePicker, type PickedPerson } from '@hr-portal/ui'
import { type MoveInput, type MoveKind, movesApi } from './moves-api'

const KINDS: MoveKind[] = ['transfer', 'promotion', 'position', 'salary']
const today = () => new Date().toISOString().slice(0, 10)
/** Base pay as the gateway takes it: yuan, at most two decimals. */
const BASE_PAY = /^\d{1,9}(\.\d{1,2})?$/

/**
 * A new move: the staff member, its kind and effective date, and what changes (department, position, post, line
 * manager, base pay; left empty: unchanged), with the reason; sent for approval. The gateway checks it (the
 * department and position the tenant's, the date not before entry, no other move waiting) and says what is wrong.
 */
export function MoveForm({ onSent }: { onSent: () => void }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [person, setPerson] = useState<PickedPerson[]>([])
  const [manager, setManager] = useState<PickedPerson[]>([])
  const [kind, setKind] = useState<MoveKind>('transfer')
  const [date, setDate] = useState(today())
  const [organ, setOrgan] = useState('')
  const [gangwei, setGangwei] = useState('')
  const [zhiwei, setZhiwei] = useState('')
  const [base, setBase] = useState('')
  const [reason, setReason] = useState('')
  const options = useRequest(() => movesApi.options(organ ? Number(organ) : undefined), [organ, language])
  const action = useAction(onSent)
  const find = async (keyword: string, page: number) => {
    const found = await movesApi.findPeople(keyword, page)
    return { rows: found.rows.map((p) => ({ ...p })), total: found.total }
  }
  const badBase = base.trim() !== '' && !BASE_PAY.test(base.trim())
  function submit() {
    const chosen = person.at(-1)
    if (!chosen) return action.setProblem(t('moves.choosePerson'))
    if (badBase) return action.setProblem(t('moves.badBase'))
    const body: MoveInput = { employeeId: chosen.id, kind, effectiveDate: date, reason: reason.trim() }
    if (organ) body.organId = Number(organ)
    if (gangwei) body.gangweiId = Number(gangwei)
    if (zhiwei) body.zhiweiId = Number(zhiwei)
    if (manager.at(-1)) body.managerId = manager.at(-1)!.id
    if (base.trim()) body.base = base.trim()
    void action.run(() => movesApi.create(body), t('moves.sent', { name: chosen.name }))
  }
  const field = (key: string) => `${id}-${key}`
  return (
    <section className="pers-section" aria-labelledby={field('title')}>
      <h2 id={field('title')}>{t('moves.new')}</h2>
      <form
        className="pers-moves-form"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <div className="pers-moves-wide">
          <PeoplePicker
            legend={t('moves.person')}
            chosen={person}
            onChange={(people) => setPerson(people.slice(-1))}
            find={find}
            language={language === 'en' ? 'en' : 'zh-CN'}
          />
        </div>
        <label>
          {t('moves.kind')}
          <select
            className="hr-input"
            value={kind}
            onChange={(e) => setKind(e.target.value as MoveKind)}
            data-testid="move-kind"
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`moves.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('moves.effectiveDate')}
          <DateField kind="date" className="hr-input" required value={date} onValueChange={setDate} />
        </label>
        <label>
          {t('moves.organ')}
          <select
            className="hr-input"
            value={organ}
            onChange={(e) => {
              setOrgan(e.target.value)
              setGangwei('')
            }}
          >
            <option value="">{t('moves.unchanged')}</option>
            {options.data?.organs.map((o) => (
              <option key={o.id} value={o.id}>
                {'\u00a0'.repeat(Math.max(0, o.level - 1) * 2)}
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('moves.gangwei')}
          <select className="hr-input" value={gangwei} onChange={(e) => setGangwei(e.target.value)} disabled={!organ}>
            <option value="">{t('moves.unchanged')}</option>
            {options.data?.gangweis.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('moves.zhiwei')}
          <select className="hr-input" value={zhiwei} onChange={(e) => setZhiwei(e.target.value)}>
            <option value="">{t('moves.unchanged')}</option>
            {options.data?.zhiweis.map((z) => (
              <option key={z.id} value={z.id}>
                {z.name}
              </option>
            ))}
          </select>
        </label>
        <div className="pers-inline-field">
          <label htmlFor={field('base')}>{t('moves.base')}</label>
          <input
            id={field('base')}
            className="hr-input"
            inputMode="decimal"
            value={base}
            onChange={(e) => setBase(e.target.value)}
            aria-invalid={badBase || undefined}
            aria-describedby={`${field('base')}-note`}
          />
          <span id={`${field('base')}-note`} className={badBase ? 'hr-field-error' : 'pers-hint'} aria-live="polite">
            {badBase ? t('moves.badBase') : t('moves.baseHint')}
          </span>
        </div>
        <div className="pers-moves-wide">
          <PeoplePicker
            legend={t('moves.manager')}
            chosen={manager}
            onChange={(people) => setManager(people.slice(-1))}
            find={find}
            language={language === 'en' ? 'en' : 'zh-CN'}
          />
        </div>
        <label className="pers-moves-wide">
          {t('moves.reason')}
          <textarea
            className="hr-input"
            rows={3}
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <div className="pers-moves-wide">
          <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
            {t('moves.submit')}
          </button>
          {action.status}
        </div>
      </form>
    </section>
  )
}
