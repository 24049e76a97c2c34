import type { Answer, TakerQuestion } from '../api'
import { useT } from '@hr-portal/kit'

/** One question as the taker answers it: a labelled group (fieldset and legend) of the type's inputs. */
export function QuestionInput({
  question,
  number,
  value,
  disabled,
  onAnswer,
  onText,
}: {
  question: TakerQuestion
  number: number
  value: Answer | undefined
  disabled: boolean
  /** A choice made: saved at once. */
  onAnswer: (answer: Answer) => void
  /** Text typed: saved after a pause, and when the field is left. */
  onText: (text: string, leave: boolean) => void
}) {
  const t = useT()
  const name = `q${question.id}`
  const legend = (
    <legend>
      <span className="q-number">{number}.</span> <span className="tag">{t(`type.${question.type}`)}</span>{' '}
      {question.stem} <span className="hint">({t('common.points', { n: question.score })})</span>
    </legend>
  )
  switch (question.type) {
    case 'single':
    case 'judge': {
      const choices =
        question.type === 'judge'
          ? ([
              [true, t('answer.true')],
              [false, t('answer.false')],
            ] as const)
          : question.options.map((option, index) => [index, option] as const)
      return (
        <fieldset className="question" disabled={disabled}>
          {legend}
          {choices.map(([choice, label]) => (
            <label key={String(choice)} className="check choice">
              <input type="radio" name={name} checked={value === choice} onChange={() => onAnswer(choice)} />
              {label}
            </label>
          ))}
        </fieldset>
      )
    }
    case 'multiple': {
      const chosen = Array.isArray(value) ? value : []
      return (
        <fieldset className="question" disabled={disabled}>
          {legend}
          {question.options.map((option, index) => (
            <label key={index} className="check choice">
              <input
                type="checkbox"
                name={name}
                checked={chosen.includes(index)}
                onChange={(e) =>
                  onAnswer(
                    e.target.checked ? [...chosen, index].sort((a, b) => a - b) : chosen.filter((c) => c !== index),
                  )
                }
              />
              {option}
            </label>
          ))}
        </fieldset>
      )
    }
    case 'fill':
    case 'short':
      return (
        <fieldset className="question" disabled={disabled}>
          {legend}
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the field inside is an input or a textarea, by the question type */}
          <label>
            {t('take.yourAnswer')}
            {question.type === 'fill' ? (
              <input
                maxLength={200}
                defaultValue={typeof value === 'string' ? value : ''}
                onChange={(e) => onText(e.target.value, false)}
                onBlur={(e) => onText(e.target.value, true)}
              />
            ) : (
              <textarea
                rows={4}
                maxLength={2000}
                defaultValue={typeof value === 'string' ? value : ''}
                onChange={(e) => onText(e.target.value, false)}
                onBlur={(e) => onText(e.target.value, true)}
              />
            )}
          </label>
        </fieldset>
      )
  }
}
