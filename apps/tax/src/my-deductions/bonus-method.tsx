import { useEffect, useState } from 'react'
import { api, messageOf, type BonusMethod as Method } from '../api'
import { useT } from '@hr-portal/kit'

/** The year's annual bonus method: taxed on its own (the default) or with the month's wages; fixed once a bonus was taxed. */
export function BonusMethod({
  year,
  method,
  taxed,
  onSaved,
}: {
  year: number
  method: Method
  taxed: boolean
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
        <p className="hint">{t('bonus.taxed')}</p>
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
