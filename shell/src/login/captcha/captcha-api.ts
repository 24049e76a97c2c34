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
}

/** A picture captcha: its PNG is fetched by GET with a timestamp. */
export interface PicturePuzzle {
  type: 'picture'
  id: string
  imageUrl: string
  width: number
  height: number
}

export async function newSlider(): Promise<SliderPuzzle> {
  return (await http.postForm('/uac/captcha/generate', { type: 'slider' }, { unLoading: true })).result as SliderPuzzle
}

export async function newPicture(): Promise<PicturePuzzle> {
  return (await http.postForm('/uac/captcha/generate', { type: 'picture' }, { unLoading: true })).result as PicturePuzzle
}

/** A drag as the gateway checks it: [ms since the drag began, piece x] at each move. */
export type Trail = Array<[number, number]>

/** Answers the single-use captcha pass token, or rejects (400111) when the attempt failed. */
export async function solve(attempt: { id: string; x?: number; trail?: Trail; text?: string }): Promise<string> {
  const answer = await http.postJson('/uac/captcha/validate', attempt, { unLoading: true })
  return (answer.result as { captchaToken: string }).captchaToken
}
