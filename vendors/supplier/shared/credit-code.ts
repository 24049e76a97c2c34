// The unified social credit code of GB 32100-2015: 18 characters from a 31-character set (no I, O, S, V, Z);
// characters 3–8 are the registering authority's region code (digits); the 18th is a check character.

/** The code characters in the order of their values 0–30 (GB 32100-2015 table 1). */
const CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY'

/** W_i = 3^(i-1) mod 31 for positions 1–17 (GB 32100-2015 table 2). */
const WEIGHTS = Array.from({ length: 17 }, (_, i) => {
  let weight = 1
  for (let k = 0; k < i; k++) weight = (weight * 3) % 31
  return weight
})

const SHAPE = /^[0-9A-HJ-NP-RTUW-Y]{2}[0-9]{6}[0-9A-HJ-NP-RTUW-Y]{10}$/

/** The check character of the first 17 characters: C18 = 31 − MOD(Σ Ci·Wi, 31), with 31 written as 0. */
export function creditCodeCheck(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += CHARACTERS.indexOf(first17[i]) * WEIGHTS[i]
  return CHARACTERS[(31 - (sum % 31)) % 31]
}

/** Whether `code` (upper case, no spaces) is a well-formed unified social credit code with the right check character. */
export function isCreditCode(code: string): boolean {
  return SHAPE.test(code) && creditCodeCheck(code.slice(0, 17)) === code[17]
}
