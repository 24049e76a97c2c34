import { randomInt } from 'node:crypto'

/**
 * A ticket's number (10–99) and the three numbers the phone offers: it and two others, in random
 * order. Someone who only has the phone page's link, not the desktop in front of them, picks the
 * right one by chance once in three, and a wrong pick cancels the ticket.
 */
export function matchNumbers(): { number: number; choices: number[] } {
  const number = randomInt(10, 100)
  const picked = new Set([number])
  while (picked.size < 3) picked.add(randomInt(10, 100))
  const choices = [...picked]
  for (let i = choices.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1)
    ;[choices[i], choices[j]] = [choices[j], choices[i]]
  }
  return { number, choices }
}

/** The stored choices of a ticket ('12,57,83') as numbers. */
export const choicesOf = (stored: string): number[] => stored.split(',').filter(Boolean).map(Number)
