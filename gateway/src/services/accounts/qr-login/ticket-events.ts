import { hashToken } from '../../../core/auth/token'
import type { Bus } from '../../../core/bus'

/** The bus topic of one ticket: named by its hash, never by the ticket itself. */
const topicOf = (ticket: string) => `qr:${hashToken(ticket).slice(0, 32)}`

/** Tells the desktop's stream, in whichever gateway process holds it, that the ticket changed. Call after the write. */
export const ticketChanged = (bus: Bus, ticket: string): Promise<void> => bus.publish(topicOf(ticket))

/** Calls `listener` whenever the ticket changes; answers the function that stops it. */
export const onTicketChange = (bus: Bus, ticket: string, listener: () => void): (() => void) =>
  bus.subscribe(topicOf(ticket), () => listener())
