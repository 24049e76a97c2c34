/** A message for the next page to show once (after a booking, the bookings page says it was sent). */
let next: string | null = null

export const setFlash = (key: string): void => {
  next = key
}

export function takeFlash(): string | null {
  const key = next
  next = null
  return key
}
