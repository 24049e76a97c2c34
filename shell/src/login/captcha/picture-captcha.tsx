import { useEffect, useState, type FormEvent } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { newPicture, solve, type PicturePuzzle } from './captcha-api'

/** The picture captcha, the slider's fallback: type the characters shown; a click on the image draws new ones. */
export function PictureCaptcha({ onPassed }: { onPassed: (token: string) => void }) {
  const t = useT()
  const [puzzle, setPuzzle] = useState<PicturePuzzle | null>(null)
  const [stamp, setStamp] = useState(() => Date.now())
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    let cancelled = false
    newPicture().then((p) => { if (!cancelled) { setPuzzle(p); setText('') } }).catch((err) => { if (!cancelled) setError(describeError(err, t)) })
    return () => { cancelled = true }
  }, [generation])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!puzzle || !text.trim()) return
    try {
      onPassed(await solve({ id: puzzle.id, text: text.trim() }))
    } catch (err) {
      setError(describeError(err, t))
      setGeneration((g) => g + 1)
    }
  }

  const src = puzzle ? puzzle.imageUrl.replace(/t=\d+$/, `t=${stamp}`) : ''
  return (
    <form onSubmit={submit} className="captcha-picture">
      {puzzle ? (
        <button type="button" className="captcha-picture-image" onClick={() => setStamp(Date.now())} aria-label={t('code.pictureRefresh')}>
          <img src={src} alt={t('code.pictureImage')} width={puzzle.width} height={puzzle.height} />
        </button>
      ) : <p role="status">{t('code.loadingPuzzle')}</p>}
      <TextField label={t('code.pictureLabel')} value={text} onValueChange={setText} maxLength={4} autoComplete="off" />
      <div role="alert" className="login-error">{error ?? ''}</div>
      <Button type="submit" variant="primary">{t('code.verify')}</Button>
    </form>
  )
}
