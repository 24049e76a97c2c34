import { useLanguage, useT } from '@hr-portal/kit'
import type { ExpenseOptions, Finding } from '../api'
import type { DraftProblems, LineDraft } from './draft'

/** The policy's findings of a line: a warning or a refusal each, in the caller's language. */
export function Findings({ findings }: { findings: Finding[] }) {
  const t = useT()
  if (!findings.length) return null
  return (
    <ul className="findings">
      {findings.map((f) => (
        <li key={`${f.kind}-${f.limit}`} className={`finding finding-${f.action}`}>
          <strong>{t(`finding.${f.action}`)}</strong> {f.message}
        </li>
      ))}
    </ul>
  )
}

/**
 * One line of a claim's form: its date (not after today), category, amount in yuan, description and project, with
 * what is wrong with it (`problems`, text keys) and the policy's findings from the last save.
 */
export function LineFields({
  line,
  index,
  categories,
  problems,
  findings,
  today,
  onChange,
  onRemove,
}: {
  line: LineDraft
  index: number
  categories: ExpenseOptions['categories']
  problems: DraftProblems['line'][string] | undefined
  findings: Finding[]
  today: string
  onChange: (change: Partial<LineDraft>) => void
  onRemove: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const id = `line-${line.key}`
  const problem = (field: 'date' | 'categoryCode' | 'amount') =>
    problems?.[field] ? (
      <span id={`${id}-${field}-problem`} className="field-problem" role="alert">
        {t(problems[field])}
      </span>
    ) : null
  const described = (field: 'date' | 'categoryCode' | 'amount') =>
    problems?.[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {}
  return (
    <fieldset className="line" data-testid="claim-line">
      <legend>{t('editor.lineN', { n: index + 1 })}</legend>
      <div className="line-grid">
        <div className="field">
          <label>
            {t('line.date')}
            <input
              type="date"
              required
              max={today}
              value={line.date}
              onChange={(e) => onChange({ date: e.target.value })}
              {...described('date')}
            />
          </label>
          {problem('date')}
        </div>
        <div className="field">
          <label>
            {t('line.category')}
            <select
              required
              value={line.categoryCode}
              onChange={(e) => onChange({ categoryCode: e.target.value })}
              {...described('categoryCode')}
            >
              <option value="">{t('line.chooseCategory')}</option>
              {categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {language === 'en' ? c.nameEn : c.nameZh}
                </option>
              ))}
            </select>
          </label>
          {problem('categoryCode')}
        </div>
        <div className="field">
          <label>
            {t('line.amount')}
            <input
              inputMode="decimal"
              required
              maxLength={16}
              placeholder="0.00"
              value={line.amount}
              onChange={(e) => onChange({ amount: e.target.value })}
              {...described('amount')}
            />
          </label>
          {problem('amount')}
        </div>
        <label>
          {t('line.project')}
          <input maxLength={60} value={line.project} onChange={(e) => onChange({ project: e.target.value })} />
        </label>
        <label className="wide">
          {t('line.description')}
          <input maxLength={500} value={line.description} onChange={(e) => onChange({ description: e.target.value })} />
        </label>
      </div>
      <Findings findings={findings} />
      <div className="buttons">
        <button
          type="button"
          className="danger"
          onClick={onRemove}
          aria-label={t('editor.removeLineN', { n: index + 1 })}
        >
          {t('editor.removeLine')}
        </button>
      </div>
    </fieldset>
  )
}
