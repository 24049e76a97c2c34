import zxcvbnCore from '@zxcvbn-ts/core'
import common from '@zxcvbn-ts/language-common'

/** Below this zxcvbn score (0–4) a password is refused as too easy to guess. */
export const MIN_STRENGTH = 3

export const TOO_GUESSABLE = {
  en: 'The password is too common or easy to guess; avoid common words, names and sequences',
  zh: '密码过于常见或容易被猜到，请避免常用词、姓名和连续字符',
} as const

let factory: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined

/**
 * Whether a password is too easy to guess: common and breached-list passwords, keyboard patterns,
 * l33t spellings (`P@ssw0rd!`) and the user's own names score below {@link MIN_STRENGTH}.
 * The dictionaries load on first use.
 */
export function tooGuessable(password: string, userInputs: string[] = []): boolean {
  factory ??= new zxcvbnCore.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })
  return factory.check(password, userInputs.filter(Boolean)).score < MIN_STRENGTH
}
