import { addressGroup } from '../../../core/address-group'
import { MinuteBudget } from './budget'

/** Report deliveries a minute from one address, from its /24 or /64 network, and from everyone together, per gateway process. */
export const REPORTS_PER_ADDRESS = 30
export const REPORTS_PER_NETWORK = 120
export const REPORTS_PER_MINUTE = 600
/** Violations a minute counted for one document (its origin and path), from everyone together. */
export const REPORTS_PER_DOCUMENT = 300
/** New kinds of violation one network may add an hour: one sender cannot fill the list with made-up kinds. */
export const NEW_KINDS_PER_NETWORK = 20

/**
 * Who may report what, counted in this process's memory (the endpoint is open to anyone, and a counter in the
 * database would cost the very write the budget saves): each address and network has its share of deliveries,
 * the deployment's ceiling is the last resort; each document has its share of violations, and each network a
 * number of new kinds an hour.
 */
export class ReportAdmission {
  private readonly byAddress = new MinuteBudget(REPORTS_PER_ADDRESS)
  private readonly byNetwork = new MinuteBudget(REPORTS_PER_NETWORK)
  private readonly overall = new MinuteBudget(REPORTS_PER_MINUTE)
  private readonly byDocument = new MinuteBudget(REPORTS_PER_DOCUMENT)
  private readonly newKinds = new MinuteBudget(NEW_KINDS_PER_NETWORK, 60 * 60_000)

  /** Counts a delivery from `ip`; false when its address, its network or everyone has spent the minute's share. */
  delivery(ip: string, now: number): boolean {
    return this.byAddress.take(ip, now) && this.byNetwork.take(addressGroup(ip), now) && this.overall.take('*', now)
  }

  /** Counts a violation of `document`; false when the document has had its minute's share. */
  violation(document: string, now: number): boolean {
    return this.byDocument.take(document, now)
  }

  /** Counts a new kind added from `ip`'s network; false when the network added its hour's share. */
  newKind(ip: string, now: number): boolean {
    return this.newKinds.take(addressGroup(ip), now)
  }
}
