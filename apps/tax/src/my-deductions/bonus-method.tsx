import { useEffect, useState } from 'react'
import { api, messageOf, type BonusMethod as Method } from '../api'
import { useT } from '@hr-portal/kit'

/**
 * The year's annual bonus method: taxed on its own (the default) or with the month's wages. Taxed on its own once a
 * year: after that the method is fixed and a further bonus is added to the wages of its month.
 */
export function BonusMethod({
  year,
  method,
  taxed,
  separateIn,
  onSaved,
}: {
  year: number
  method: Method
  taxed: boolean
  /** The month a bonus of the year was taxed on its own ('YYYY-MM'), or null. */
  separateIn: string | null
  onSaved: (message: string) => void
}) {
  const t = useT()
  const [choice, setChoice] = useState<Method>(method)
  const [problem, setProblem] = useState('')
  useEffect(() => setChoice(method), [method])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    try {
      await api.saveBonusMethod(year, choice)
      onSaved(t('bonus.saved', { method: t(`bonus.${choice}`) }))
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="bonus-title" data-testid="bonus-method">
      <h2 id="bonus-title">{t('bonus.title', { year })}</h2>
      <fieldset disabled={taxed}>
        <legend>{t('bonus.legend')}</legend>
        {(['separate', 'combined'] as const).map((m) => (
          <label className="check" key={m}>
            <input type="radio" name="bonus" checked={choice === m} onChange={() => setChoice(m)} />
            {t(`bonus.${m}Long`)}
          </label>
        ))}
      </fieldset>
      {taxed ? (
        <p className="hint">{t('bonus.taxed', { month: separateIn ?? '', year })}</p>
      ) : (
        <div className="buttons">
          <button type="submit" disabled={choice === method}>
            {t('common.save')}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </form>
  )
}
