import formBody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'

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
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {}
  })
}
