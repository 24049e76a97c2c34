import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { useState, type FormEvent } from 'react'
import { api, type Candidate, type Offer } from '../api'
import { messageOf, useT } from '@hr-portal/kit'
import { saveFile } from '../save-file'
import { StatusTag } from '../page-parts'
import { DateField } from '@hr-portal/ui'

/** A candidate's offers (with the letter of an approved one) and making a new one for approval (840203). */
export function OfferPanel({
  candidate,
  offers,
  onChange,
}: {
  candidate: Candidate
  offers: Offer[]
  onChange: () => void
}) {
  const t = useT()
  const canOffer = usePermission('840203') === true
  const live = offers.some((o) => o.status === 'approving' || o.status === 'approved')
  const open = canOffer && !live && candidate.stage !== 'hired' && candidate.stage !== 'rejected'
  const positions = useRequest(() => (open ? api.positions() : Promise.resolve([])), [open])
  const [form, setForm] = useState({ gangweiId: 0, salary: '', startDate: '' })
  const [problem, setProblem] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    try {
      await api.makeOffer({ candidateId: candidate.id, ...form })
      onChange()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  const letter = (offer: Offer) =>
    saveFile('/recruit/web/offer/letter', { id: offer.id }, `offer-${candidate.id}.pdf`).catch((cause) =>
      setProblem(messageOf(cause)),
    )

  return (
    <section className="panel" aria-labelledby="offers-title">
      <h2 id="offers-title">{t('offers.title')}</h2>
      {offers.length === 0 && <p className="empty">{t('offers.none')}</p>}
      <ul className="cards">
        {offers.map((o) => (
          <li key={o.id}>
            {o.organName} · {o.gangweiName} · {t('offers.salaryValue', { salary: o.salary })} ·{' '}
            {t('offers.startsValue', { date: o.startDate })} <StatusTag kind="offer" status={o.status} />
            {o.status === 'approved' && (
              <>
                {' '}
                <button type="button" onClick={() => void letter(o)}>
                  {t('offers.letter')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {open && (
        <form className="form-grid" onSubmit={submit} aria-labelledby="offer-form-title">
          <h3 id="offer-form-title">{t('offers.make')}</h3>
          <label>
            {t('offers.position')}
            <select
              value={form.gangweiId}
              onChange={(e) => setForm((f) => ({ ...f, gangweiId: Number(e.target.value) }))}
            >
              <option value={0}>{t('common.choose')}</option>
              {(positions.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.organName} · {p.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('offers.salary')}
            <input
              inputMode="decimal"
              value={form.salary}
              maxLength={12}
              onChange={(e) => setForm((f) => ({ ...f, salary: e.target.value }))}
            />
          </label>
          <label>
            {t('offers.startDate')}
            <DateField
              kind="date"
              value={form.startDate}
              onValueChange={(v) => setForm((f) => ({ ...f, startDate: v }))}
            />
          </label>
          <div className="buttons">
            <button type="submit" className="primary">
              {t('offers.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
