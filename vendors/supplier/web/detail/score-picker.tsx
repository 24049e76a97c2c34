import type { Translate } from '../i18n/i18n'

/** Five radio buttons shown as stars: arrow keys move between them, each read out as "n of 5". */
export function ScorePicker({
  name,
  legend,
  value,
  onChange,
  t,
}: {
  name: string
  legend: string
  value: number
  onChange(score: number): void
  t: Translate
}) {
  return (
    <fieldset className="score-picker">
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((score) => (
        <label key={score} className={score <= value ? 'star on' : 'star'}>
          <input
            type="radio"
            name={name}
            value={score}
            checked={value === score}
            onChange={() => onChange(score)}
            className="sr-only"
          />
          <span aria-hidden="true">★</span>
          <span className="sr-only">{t('eval.stars', { score })}</span>
        </label>
      ))}
    </fieldset>
  )
}
