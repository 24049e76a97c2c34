import { useEffect, useRef, useState } from 'react'
import { useT } from '@hr-portal/kit'

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * The time left, counted from what the server said (not the device's clock). The display ticks every second but is not
 * read out; a polite live region tells screen readers every five minutes, at one minute and at thirty seconds.
 */
export function Countdown({ remainingMs, onTimeUp }: { remainingMs: number; onTimeUp: () => void }) {
  const t = useT()
  const [end] = useState(() => performance.now() + remainingMs)
  const [left, setLeft] = useState(remainingMs)
  const [spoken, setSpoken] = useState('')
  const fired = useRef(false)
  useEffect(() => {
    const tick = () => {
      const now = Math.max(0, end - performance.now())
      setLeft(now)
      const minutes = Math.ceil(now / 60_000)
      if (now > 0 && Math.abs(now - minutes * 60_000) < 1000 && (minutes % 5 === 0 || minutes === 1))
        setSpoken(t('take.minutesLeft', { n: minutes }))
      if (now > 0 && Math.abs(now - 30_000) < 1000) setSpoken(t('take.secondsLeft', { n: 30 }))
      if (now === 0 && !fired.current) {
        fired.current = true
        setSpoken(t('take.timeUp'))
        onTimeUp()
      }
    }
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [end, onTimeUp, t])
  return (
    <div className={`countdown${left < 60_000 ? ' urgent' : ''}`}>
      <span className="countdown-label">{t('take.timeLeft')}</span>
      <span role="timer" aria-label={t('take.timeLeftIs', { time: clock(left) })} data-testid="time-left">
        {clock(left)}
      </span>
      <span className="sr-only" aria-live="polite">
        {spoken}
      </span>
    </div>
  )
}
