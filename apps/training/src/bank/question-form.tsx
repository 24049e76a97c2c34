import { useState } from 'react'
import { api, type Question, type QuestionType } from '../api'
import { useAction, useT } from '@hr-portal/kit'

const TYPES: QuestionType[] = ['single', 'multiple', 'judge', 'fill', 'short']

/** The ticked options of a choice question's key. */
const chosenOf = (question?: Question): number[] =>
  question?.type === 'single'
    ? [question.key as number]
    : question?.type === 'multiple'
      ? (question.key as number[])
      : []

/** The typed answer of a fill-in (accepted answers joined by |) or short-answer (reference) question's key. */
const textOf = (question?: Question): string =>
  question?.type === 'fill'
    ? (question.key as string[]).join(' | ')
    : question?.type === 'short'
      ? String(question.key)
      : ''

/**
 * A question of the bank: its type, stem, options and correct answer, and its points; a new one, or `question`
 * corrected in place (attempts already given keep the question as it was).
 */
export function QuestionForm({
  question,
  onSaved,
  onCancel,
}: {
  question?: Question
  onSaved: () => void
  onCancel?: () => void
}) {
  const t = useT()
  const [type, setType] = useState<QuestionType>(question?.type ?? 'single')
  const [stem, setStem] = useState(question?.stem ?? '')
  const [options, setOptions] = useState(() =>
    [...(question?.options ?? []), '', '', '', ''].slice(0, Math.max(4, question?.options.length ?? 0)),
  )
  const [chosen, setChosen] = useState<number[]>(chosenOf(question))
  const [truth, setTruth] = useState(question?.type === 'judge' ? question.key === true : true)
  const [text, setText] = useState(textOf(question))
  const [score, setScore] = useState(question?.score ?? 5)
  const heading = question ? t('bank.edit') : t('bank.add')
  const action = useAction()
  const choice = type === 'single' || type === 'multiple'
  const used = options.map((o, index) => ({ o: o.trim(), index })).filter((x) => x.o)

  function key(): Question['key'] {
    if (type === 'single') return used.findIndex((x) => chosen.includes(x.index))
    if (type === 'multiple') return used.map((x, i) => (chosen.includes(x.index) ? i : -1)).filter((i) => i >= 0)
    if (type === 'judge') return truth
    if (type === 'fill')
      return text
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean)
    return text
  }

  return (
    <form
      className="panel form-grid"
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault()
        void action
          .run(
            () =>
              api.saveQuestion({
                id: question?.id,
                type,
                stem,
                options: choice ? used.map((x) => x.o) : [],
                key: key(),
                score,
              }),
            question ? '' : t('bank.added'),
          )
          .then((ok) => {
            if (ok) {
              if (!question) {
                setStem('')
                setChosen([])
                setText('')
                setOptions(['', '', '', ''])
              }
              onSaved()
            }
          })
      }}
    >
      <h2>{heading}</h2>
      <label>
        {t('bank.type')}
        <select
          value={type}
          onChange={(e) => {
            setType(e.target.value as QuestionType)
            setChosen([])
          }}
        >
          {TYPES.map((one) => (
            <option key={one} value={one}>
              {t(`type.${one}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('bank.stem')}
        <textarea required rows={2} maxLength={2000} value={stem} onChange={(e) => setStem(e.target.value)} />
      </label>
      {choice && (
        <fieldset>
          <legend>{t('bank.options')}</legend>
          {options.map((option, index) => (
            <div key={index} className="row">
              <label className="check">
                <input
                  type={type === 'single' ? 'radio' : 'checkbox'}
                  name={`correct-${question?.id ?? 'new'}`}
                  checked={chosen.includes(index)}
                  onChange={(e) =>
                    setChosen(
                      type === 'single'
                        ? [index]
                        : e.target.checked
                          ? [...chosen, index]
                          : chosen.filter((c) => c !== index),
                    )
                  }
                />
                {t('bank.correct')}
              </label>
              <input
                aria-label={t('bank.option', { n: index + 1 })}
                value={option}
                maxLength={500}
                onChange={(e) => setOptions(options.map((o, i) => (i === index ? e.target.value : o)))}
              />
            </div>
          ))}
        </fieldset>
      )}
      {type === 'judge' && (
        <fieldset>
          <legend>{t('bank.correct')}</legend>
          <label className="check">
            <input
              type="radio"
              name={`truth-${question?.id ?? 'new'}`}
              checked={truth}
              onChange={() => setTruth(true)}
            />
            {t('answer.true')}
          </label>
          <label className="check">
            <input
              type="radio"
              name={`truth-${question?.id ?? 'new'}`}
              checked={!truth}
              onChange={() => setTruth(false)}
            />
            {t('answer.false')}
          </label>
        </fieldset>
      )}
      {(type === 'fill' || type === 'short') && (
        <label>
          {type === 'fill' ? t('bank.accepted') : t('bank.reference')}
          <input required={type === 'fill'} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
      <label>
        {t('bank.score')}
        <input
          type="number"
          min={1}
          max={100}
          required
          value={score}
          onChange={(e) => setScore(Number(e.target.value))}
        />
      </label>
      {action.status}
      <div className="buttons">
        <button type="submit" className="primary" disabled={action.busy}>
          {question ? t('common.save') : t('bank.add')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
