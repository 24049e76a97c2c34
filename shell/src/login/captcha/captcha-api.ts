import type {
  CaptchaResult,
  PictureChallenge,
  ProviderChallenge,
  SliderChallenge,
} from '@hr-portal/api/client/accounts'
import { http } from '../../lib/http'

/** A slider puzzle from /uac/captcha/generate: PNG data URLs, the piece's y, the image sizes (the piece's varies). */
export type SliderPuzzle = SliderChallenge
/** A picture captcha: its PNG is fetched by GET with a timestamp. */
export type PicturePuzzle = PictureChallenge
/** The configured provider's challenge (Turnstile or hCaptcha): its widget shows with the site key. */
export type ProviderPuzzle = ProviderChallenge

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
  const answer = (await http.postJson<CaptchaResult>('/uac/captcha/validate', attempt, { unLoading: true })).result
  const next = answer && 'next' in answer ? nextOf(answer.next) : null
  if (next) return { next }
  if (!answer || !('captchaToken' in answer) || typeof answer.captchaToken !== 'string')
    throw new Error('captcha: unexpected answer')
  return { token: answer.captchaToken }
}
