import { useEffect, useState, type KeyboardEvent } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { newPicture, solve, type PicturePuzzle, type ProviderPuzzle } from './captcha-api'

export interface PictureCaptchaProps {
  onPassed: (token: string) => void
  /** The gateway asked for the provider's challenge next (a risky asker, where a provider is configured). */
  onProvider?: (puzzle: ProviderPuzzle) => void
  /** The second challenge the gateway drew after a puzzle (shown first, with a note); a failure draws a new one. */
  second?: PicturePuzzle
}

/**
 * The picture captcha, the slider's fallback and the second step the gateway asks of risky askers: type the
 * characters shown; a click on the image draws new ones.
 */
export function PictureCaptcha({ onPassed, onProvider, second }: PictureCaptchaProps) {
  const t = useT()
  const [puzzle, setPuzzle] = useState<PicturePuzzle | null>(second ?? null)
  const [stamp, setStamp] = useState(() => Date.now())
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    if (generation === 0 && second) return
    let cancelled = false
    newPicture()
      .then((p) => {
        if (!cancelled) {
          setPuzzle(p)
          setText('')
        }
      })
      .catch((err) => {
        if (!cancelled) setError(describeError(err, t))
      })
    return () => {
      cancelled = true
    }
  }, [generation])

  async function submit() {
    if (!puzzle || !text.trim()) return
    try {
      const solved = await solve({ id: puzzle.id, text: text.trim() })
      if ('token' in solved) onPassed(solved.token)
      else if (solved.next.type === 'provider') onProvider?.(solved.next)
      else {
        setPuzzle(solved.next)
        setText('')
      }
    } catch (err) {
      setError(describeError(err, t))
      setGeneration((g) => g + 1)
    }
  }

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    event.stopPropagation()
    void submit()
  }

  const src = puzzle ? puzzle.imageUrl.replace(/t=\d+$/, `t=${stamp}`) : ''
  return (
    // Not a form: the dialog is drawn inside the sign-in or code form, and a form inside a form is submitted by the
    // browser as the outer one. Enter in the field verifies, as a form's would, and goes no further.
    <div className="captcha-picture" role="group" aria-label={t('code.pictureLabel')} onKeyDown={onKey}>
      {second && (
        <p role="status" className="captcha-second" data-testid="captcha-second">
          {t('code.secondStep')}
        </p>
      )}
      {puzzle ? (
        <button
          type="button"
          className="captcha-picture-image"
          onClick={() => setStamp(Date.now())}
          aria-label={t('code.pictureRefresh')}
        >
          <img src={src} alt={t('code.pictureImage')} width={puzzle.width} height={puzzle.height} />
        </button>
      ) : (
        <p role="status">{t('code.loadingPuzzle')}</p>
      )}
      <TextField label={t('code.pictureLabel')} value={text} onValueChange={setText} maxLength={4} autoComplete="off" />
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <Button type="button" variant="primary" onClick={() => void submit()}>
        {t('code.verify')}
      </Button>
    </div>
  )
}
