import { http } from '../../lib/http'

/** A slider puzzle from /uac/captcha/generate: PNG data URLs, the piece's y, the image sizes (the piece's varies). */
export interface SliderPuzzle {
  type: 'slider'
  id: string
  background: string
  piece: string
  y: number
  width: number
  height: number
  pieceSize: number
  /** 2: passing the puzzle draws a second challenge (the gateway asks it of risky askers). */
  steps?: number
}

/** A picture captcha: its PNG is fetched by GET with a timestamp. */
export interface PicturePuzzle {
  type: 'picture'
  id: string
  imageUrl: string
  width: number
  height: number
  steps?: number
}

/** `subject`: the account, phone or e-mail the check is for, so the gateway weighs its recent failures. */
export async function newSlider(subject?: string): Promise<SliderPuzzle> {
  return (
    await http.postForm(
      '/uac/captcha/generate',
      { type: 'slider', ...(subject ? { subject } : {}) },
      { unLoading: true },
    )
  ).result as SliderPuzzle
}

export async function newPicture(): Promise<PicturePuzzle> {
  return (await http.postForm('/uac/captcha/generate', { type: 'picture' }, { unLoading: true }))
    .result as PicturePuzzle
}

/** The configured provider's challenge (Turnstile or hCaptcha): its widget shows with the site key. */
export interface ProviderPuzzle {
  type: 'provider'
  id: string
  provider: 'turnstile' | 'hcaptcha'
  siteKey: string
  steps?: number
}

/** A drag as the gateway checks it: [ms since the drag began, piece x] at each move. */
export type Trail = Array<[number, number]>

/** A passed challenge: the single-use pass token, or a second challenge (a picture captcha, or the provider's) to solve first. */
export type Solved = { token: string } | { next: PicturePuzzle | ProviderPuzzle }

/** The second challenge of an answer, when it is one the shell can show. */
function nextOf(
  next: Partial<PicturePuzzle> | Partial<ProviderPuzzle> | undefined,
): PicturePuzzle | ProviderPuzzle | null {
  if (!next || typeof next.id !== 'string') return null
  if (next.type === 'picture' && /^\/gateway\/uac\/captcha\/picture\?/.test(String(next.imageUrl)))
    return next as PicturePuzzle
  if (
    next.type === 'provider' &&
    (next.provider === 'turnstile' || next.provider === 'hcaptcha') &&
    typeof next.siteKey === 'string'
  )
    return next as ProviderPuzzle
  return null
}

/** Answers what the passed attempt gives, or rejects (400111) when it failed. */
export async function solve(attempt: {
  id: string
  x?: number
  trail?: Trail
  text?: string
  providerToken?: string
}): Promise<Solved> {
  const answer = (await http.postJson('/uac/captcha/validate', attempt, { unLoading: true })).result as {
    captchaToken?: string
    next?: Partial<PicturePuzzle>
  }
  const next = nextOf(answer?.next)
  if (next) return { next }
  if (typeof answer?.captchaToken !== 'string') throw new Error('captcha: unexpected answer')
  return { token: answer.captchaToken }
}
