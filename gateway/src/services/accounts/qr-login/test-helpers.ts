import type { TestGateway } from '../../../testing/test-gateway'

export const QR = '/gateway/uac/qrLogin'
export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A ticket as the desktop receives it. */
export type Ticket = { ticket: string; pollKey: string; scanUrl?: string; expiresAt: number; matchNumber: number }

/** The desktop's calls on the gateway `current()` answers. */
export function desktopKit(current: () => TestGateway) {
  let address = 0
  /** A desktop asks for a ticket, each from an address of its own (so the per-address limit stays out of the way). */
  const create = async (ip = `10.0.0.${++address}`) => {
    const response = await current().app.inject({
      method: 'POST',
      url: `${QR}/create`,
      payload: {},
      remoteAddress: ip,
      headers: { 'user-agent': CHROME },
    })
    return { body: JSON.parse(response.body), cookies: response.cookies }
  }
  const ticketOf = async () => {
    const { body } = await create()
    return body.result as Ticket
  }
  return { create, ticketOf }
}
