import { useEffect, useState } from 'react'
import { useT } from '@hr-portal/kit'
import type { ApplyInput, LeavePreview } from './leave-api'
import { leaveCalls } from './leave-api'

/** What a leave takes from each year it falls in, with what each year has left before it and after it. */
export function YearSplit({ preview, testId }: { preview: LeavePreview; testId?: string }) {
  const t = useT()
  const unit = (n: number) => t(preview.unit === 'hour' ? 'myLeave.hours' : 'split.days', { n })
  if (!preview.parts.length) return null
  return (
    <ul className="year-split" data-testid={testId}>
      {preview.parts.map((part) => (
        <li key={part.year} className={part.left < part.amount ? 'short' : undefined}>
          {t('split.fromYear', {
            year: part.year,
            amount: unit(part.amount),
            left: unit(part.left),
            after: unit(Math.round((part.left - part.amount) * 100) / 100),
          })}
        </li>
      ))}
    </ul>
  )
}

/** The blackout periods a leave touches (it cannot be requested), each with its days and reason. */
export function BlackoutNote({ preview, testId }: { preview: LeavePreview; testId?: string }) {
  const t = useT()
  if (!preview.blackouts.length) return null
  return (
    <div className="form-error blackout-note" data-testid={testId}>
      {preview.blackouts.map((period) => (
        <p key={`${period.startDate}-${period.endDate}-${period.reason}`}>
          {t('split.blackout', { from: period.startDate, to: period.endDate, reason: period.reason })}
        </p>
      ))}
    </div>
  )
}

/**
 * The request form's preview: once the span (or an hourly type's times) is complete, what the leave would take from
 * each year, asked again half a second after the last change; a span the gateway refuses shows its reason.
 */
export function LeaveFormPreview({ input, hourly }: { input: ApplyInput; hourly: boolean }) {
  const t = useT()
  const [preview, setPreview] = useState<LeavePreview | null>(null)
  const [problem, setProblem] = useState('')
  const complete = hourly
    ? Boolean(input.startDate && input.startTime && input.endTime)
    : Boolean(input.startDate && input.endDate)
  const { typeCode, startDate, startHalf, endDate, endHalf, startTime, endTime } = input
  useEffect(() => {
    setPreview(null)
    setProblem('')
    if (!complete) return
    let live = true
    const asked = hourly
      ? { typeCode, startDate, startHalf, endDate: startDate, endHalf, startTime, endTime }
      : { typeCode, startDate, startHalf, endDate, endHalf }
    const timer = setTimeout(() => {
      leaveCalls
        .preview(asked)
        .then((answer) => live && setPreview(answer))
        .catch((error: Error) => live && setProblem(error.message))
    }, 500)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [complete, hourly, typeCode, startDate, startHalf, endDate, endHalf, startTime, endTime])
  return (
    <div className="leave-preview" aria-live="polite">
      {preview && (
        <>
          <p>
            {t(preview.unit === 'hour' ? 'split.takesHours' : 'split.takes', {
              n: preview.unit === 'hour' ? preview.hours : preview.days,
            })}
          </p>
          <YearSplit preview={preview} testId="leave-preview" />
          <BlackoutNote preview={preview} testId="leave-blackout" />
        </>
      )}
      {problem && <p className="form-hint">{problem}</p>}
    </div>
  )
}
