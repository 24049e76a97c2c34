// A booking as the shop's backend keeps it and answers it to its pages.

export type BookingState = 'pending' | 'approved' | 'rejected' | 'cancelled'

/** A user's booking; the trip's titles and destination as they were when booked. */
export interface Booking {
  id: string
  tripId: number
  titleZh: string
  titleEn: string
  destination: string
  date: string
  travellers: number
  amount: string
  state: BookingState
  createdAt: string
  decidedAt: string | null
}
