import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import { cacheControlFor, isPagePath } from './policies'
import { builtFiles } from './built-files'

const SOURCE_MAP = /\.map$/i
const MAPPED = /\.(js|css)$/
/** The build's compressed copies of a file (scripts/precompress.mjs): sent in its stead, never asked for by name. */
const COMPRESSED_COPY = /\.(br|gz)$/i

/** A URL's path decoded ('%20' → ' '), or null when it does not decode. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/**
 * Serves the built files under `root`, as their brotli or gzip copy when the build made one and the browser
 * accepts it. Pages (HTML, extension-less paths, folders) are left to the site's not-found handler, which adds
 * the page's security headers. Source maps are served only with `sourceMaps` (development): a script or
 * stylesheet that has one then names it in a `SourceMap` header; without it `.map` files answer 404.
 *
 * A file is sent only when its path, as asked, is one of the files the build wrote (`builtFiles`, read again when a
 * path is not there, for a build rebuilt in place): the exact spelling, so no other spelling of a name on a
 * case-insensitive disk reaches it, and without reading the folders again for every request as @fastify/static's own
 * route does to check that spelling.
 */
export async function serveAssets(
  app: FastifyInstance,
  root: string,
  { sourceMaps }: { sourceMaps: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, sent) => {
      const path = sent.replace(COMPRESSED_COPY, '')
      reply.header('Cache-Control', cacheControlFor(path))
      if (sourceMaps && MAPPED.test(path) && existsSync(`${path}.map`))
        reply.header('SourceMap', `${basename(path)}.map`)
    },
  })
  const files = builtFiles(root)
  const servable = (path: string) =>
    !isPagePath(path) &&
    !path.endsWith('.html') &&
    !COMPRESSED_COPY.test(path) &&
    (sourceMaps || !SOURCE_MAP.test(path)) &&
    files.has(path)
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const path = decodedPath(request.url.split('?')[0])
      if (path === null || !servable(path)) return reply.callNotFound()
      // Decoded: @fastify/static encodes it again for the sending, which decodes it.
      return reply.sendFile(path.slice(1))
    },
  })
}
