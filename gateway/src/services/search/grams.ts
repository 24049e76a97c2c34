// Short look-ups of Chinese (and Japanese, Korean) text: the trigram indexes need three characters, so every
// document also lists the one- and two-character pieces of its CJK runs as words, behind a word naming its
// tenant and kind. SQLite's FTS5 (unicode61) and PostgreSQL's GIN over the words then answer a one- or
// two-character query from the index, already narrowed to one tenant and kind.

/** A character of a script written without spaces between words. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu

/** The longest query the gram words answer (longer ones go to the trigram index). */
export const GRAM_MAX = 2

/** Whether every character of the text is CJK, so the gram words can answer it. */
export function isCjkText(text: string): boolean {
  return text.length > 0 && [...text].every((char) => CJK_CHAR.test(char))
}

/** The word that stands for one tenant's documents of one kind (letters and digits only: never a CJK gram). */
export function scopeWord(tenantId: number, kind: string): string {
  return `s${tenantId}${kind}`
}

/** The scope word, then each distinct one- and two-character piece of the text's CJK runs, space-separated. */
export function gramsOf(tenantId: number, kind: string, text: string): string {
  const grams = new Set<string>()
  for (const [run] of text.toLowerCase().matchAll(CJK_RUN)) {
    const chars = [...run]
    chars.forEach((char, i) => {
      grams.add(char)
      if (i + 1 < chars.length) grams.add(char + chars[i + 1])
    })
  }
  return [scopeWord(tenantId, kind), ...grams].join(' ')
}
