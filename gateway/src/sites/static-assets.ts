import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { cacheControlFor, isPagePath } from './policies'

/**
 * Serves the built files under `root`. Pages (HTML, extension-less paths, folders) are left to the
 * site's not-found handler, which adds the page's security headers.
 */
export async function serveAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    allowedPath: (path) => !isPagePath(path) && !path.endsWith('.html'),
    setHeaders: (reply, path) => { reply.header('Cache-Control', cacheControlFor(path)) },
  })
}
