import formBody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'

const isForm = (type: string | undefined) => type?.startsWith('application/x-www-form-urlencoded') ?? false

/** The §7 wrapper sends null as '' in forms; an empty field means "not given", as in JSON. */
function dropEmptyFields(body: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(body)) if (value === '') delete body[key]
}

/**
 * JSON and form-encoded bodies on every POST (§7 sends both). An empty JSON body and a POST
 * without any body both read as `{}`, so body-less calls such as getTokenInfo validate.
 */
export async function installBodyParsing(app: FastifyInstance): Promise<void> {
  await app.register(formBody, { bodyLimit: 1_048_576 })
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const textBody = typeof body === 'string' ? body : body.toString('utf8')
    if (textBody.trim() === '') return done(null, {})
    parseJson(request, textBody, done)
  })
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {}
    if (isForm(request.headers['content-type']) && typeof request.body === 'object')
      dropEmptyFields(request.body as Record<string, unknown>)
    done()
  })
}
