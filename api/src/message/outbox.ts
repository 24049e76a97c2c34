import { route } from '../route'
import { NOTICE } from './codes'

const DEV = { none: "dev only: the local stand-ins' outbox (404 in production)" }

/**
 * The developer's outbox (`npm start` and tests only): the mails and SMS the local stand-ins kept, as a page and as
 * plain JSON `{ messages, pending }` (no envelope, so both are files here); 404 when no stand-in runs.
 */
export const outbox = {
  json: route({
    method: 'GET',
    path: '/dev/outbox.json',
    file: true,
    errors: [NOTICE.notFound],
    tenant: DEV,
    summary: 'The outbox as JSON: `messages` newest first, `pending` codes still queued.',
    noScreen:
      'Demo and test mode only: the messages the gateway would have sent, for developers and the end-to-end tests.',
  }),
  page: route({
    method: 'GET',
    path: '/dev/outbox',
    file: true,
    errors: [NOTICE.notFound],
    tenant: DEV,
    summary: 'The outbox as an HTML page.',
    noScreen: 'Demo and test mode only: the messages the gateway would have sent, as a page a developer opens.',
  }),
}
