import { useId, useState, type FormEvent } from 'react'
import { Button } from '../button'
import { checkRange, type RangeProblem } from './range-rules'

export interface RangeFilterLabels {
  legend: string
  min: string
  max: string
  apply: string
  reset: string
  bothEmpty: string
  minAboveMax: string
  notNumber: string
}

export const rangeFilterLabels: Record<'zh-CN' | 'en', RangeFilterLabels> = {
  'zh-CN': {
    legend: '范围',
    min: '最小值',
    max: '最大值',
    apply: '确定',
    reset: '重置',
    bothEmpty: '最小值和最大值不能同时为空',
    minAboveMax: '最小值不能大于最大值',
    notNumber: '请输入数字',
  },
  en: {
    legend: 'Range',
    min: 'Minimum',
    max: 'Maximum',
    apply: 'Apply',
    reset: 'Reset',
    bothEmpty: 'Minimum and maximum cannot both be empty',
    minAboveMax: 'The minimum cannot exceed the maximum',
    notNumber: 'Please enter a number',
  },
}

export interface RangeFilterProps {
  labels: RangeFilterLabels
  /** A checked range: either end may be null (open), never both. */
  onApply: (range: { min: number | null; max: number | null }) => void
  onReset?: () => void
}

/** §2/§5 range filter: min and max cannot both be empty, and min cannot exceed max. */
export function RangeFilter({ labels, onApply, onReset }: RangeFilterProps) {
  const id = useId()
  const [min, setMin] = useState('')
  const [max, setMax] = useState('')
  const [problem, setProblem] = useState<RangeProblem>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkRange(min, max)
    setProblem(checked.problem)
    if (!checked.problem) onApply({ min: checked.min, max: checked.max })
  }
  return (
    <form className="hr-range-filter" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{labels.legend}</legend>
        <label htmlFor={`${id}-min`}>{labels.min}</label>
        <input
          id={`${id}-min`}
          inputMode="decimal"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`}>{labels.max}</label>
        <input
          id={`${id}-max`}
          inputMode="decimal"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <Button type="submit" variant="primary">
          {labels.apply}
        </Button>
        <Button
          onClick={() => {
            setMin('')
            setMax('')
            setProblem(null)
            onReset?.()
          }}
        >
          {labels.reset}
        </Button>
      </fieldset>
      <p id={`${id}-error`} role="alert" className="hr-field-error">
        {problem ? labels[problem] : ''}
      </p>
    </form>
  )
}
