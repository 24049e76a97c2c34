import { atom } from 'nanostores'
import { TextedError } from '../lib/describe-error'

/**
 * A sign-in whose password (or code) was right and that waits for the authenticator code: the login page (and
 * the super login page) show the second step while it is set; `done` takes the gateway's answer to that step.
 */
export interface PendingSecondFactor {
  ticket: string
  done(result: unknown): void
  cancel(): void
}

/** The user went back instead of entering the code. */
export class SecondFactorCancelled extends TextedError {
  override name = 'SecondFactorCancelled'
  constructor() {
    super('totp.cancelled')
  }
}

export const $secondFactor = atom<PendingSecondFactor | null>(null)

/** Asks for the second factor of a sign-in; resolves to the gateway's answer once a code passed. */
export function askSecondFactor(ticket: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    $secondFactor.set({
      ticket,
      done: (result) => {
        $secondFactor.set(null)
        resolve(result)
      },
      cancel: () => {
        $secondFactor.set(null)
        reject(new SecondFactorCancelled())
      },
    })
  })
}
