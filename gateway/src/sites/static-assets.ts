import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import { cacheControlFor, isPagePath } from './policies'

const SOURCE_MAP = /\.map$/i
const MAPPED = /\.(js|css)$/
/** The build's compressed copies of a file (scripts/precompress.mjs): sent in its stead, never asked for by name. */
const COMPRESSED_COPY = /\.(br|gz)$/i

/**
 * Serves the built files under `root`, as their brotli or gzip copy when the build made one and the browser
 * accepts it. Pages (HTML, extension-less paths, folders) are left to the site's not-found handler, which adds
 * the page's security headers. Source maps are served only with `sourceMaps` (development): a script or
 * stylesheet that has one then names it in a `SourceMap` header; without it `.map` files answer 404.
 */
export async function serveAssets(
  app: FastifyInstance,
  root: string,
  { sourceMaps }: { sourceMaps: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    allowedPath: (path) =>
      !isPagePath(path) &&
      !path.endsWith('.html') &&
      !COMPRESSED_COPY.test(path) &&
      (sourceMaps || !SOURCE_MAP.test(path)),
    setHeaders: (reply, sent) => {
      const path = sent.replace(COMPRESSED_COPY, '')
      reply.header('Cache-Control', cacheControlFor(path))
      if (sourceMaps && MAPPED.test(path) && existsSync(`${path}.map`))
        reply.header('SourceMap', `${basename(path)}.map`)
    },
  })
}
