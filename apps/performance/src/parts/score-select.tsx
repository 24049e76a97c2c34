import { useT } from '@hr-portal/kit'

const SCORES = [1, 2, 3, 4, 5]

/** A score of 1–5 for one goal, labelled by the goal's title. */
export function ScoreSelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string
  value: number | ''
  onChange: (score: number) => void
  testId?: string
}) {
  const t = useT()
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} required data-testid={testId}>
        <option value="" disabled>
          {t('review.pickScore')}
        </option>
        {SCORES.map((score) => (
          <option key={score} value={score}>
            {t(`score.${score}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
