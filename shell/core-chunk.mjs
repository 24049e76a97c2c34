// esbuild plugin for the shell's build: the modules the shell's entry imports statically become one chunk.
// esbuild treats each dynamically imported module as an entry point of its own and puts a module in a chunk per set of
// entry points that reach it; modules the entry shares with different sets of lazy pages were split into some twenty
// small chunks, each fetched and compressed apart (the login route loaded 30 scripts). Every lazily imported module of
// the shell is reached here through a small module that first imports the entry's own imports: each module the entry
// reaches is then reached by every entry point alike, and lands in one chunk. The entry loads before any lazy page, so
// no lazy page loads code it did not load before.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const LAZY = 'shell-lazy'
const CORE = 'shell-core'

/** The entry's static imports, but its stylesheets (the entry's own stylesheet keeps them). */
function coreImports(entry) {
  const source = readFileSync(entry, 'utf8')
  return [...source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
    .map((match) => match[1])
    .filter((path) => !path.endsWith('.css'))
}

/**
 * Plugin: `entry` is the shell's main.tsx; the modules the shell's own code imports lazily (its pages, the UI kit's
 * parts, packages; not data files) are reached through the core.
 */
export function shellCoreChunk(entry, root) {
  return {
    name: 'shell-core-chunk',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.direct) return undefined
        const result = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { direct: true },
        })
        if (result.errors.length || result.external || args.importer.includes('/node_modules/')) return result
        if (!result.path.startsWith(root) || !/\.(tsx?|m?js)$/.test(result.path)) return result
        return { path: result.path, namespace: LAZY }
      })
      build.onResolve({ filter: new RegExp(`^${CORE}$`) }, () => ({ path: entry, namespace: CORE }))
      build.onLoad({ filter: /.*/, namespace: CORE }, () => ({
        contents: coreImports(entry)
          .map((path) => `import ${JSON.stringify(path)}`)
          .join('\n'),
        resolveDir: join(entry, '..'),
        loader: 'js',
      }))
      build.onLoad({ filter: /.*/, namespace: LAZY }, (args) => {
        const hasDefault = /export\s+default\b|as\s+default\b/.test(readFileSync(args.path, 'utf8'))
        const from = JSON.stringify(args.path)
        return {
          contents: [
            `import ${JSON.stringify(CORE)}`,
            `export * from ${from}`,
            hasDefault ? `export { default } from ${from}` : '',
          ].join('\n'),
          resolveDir: join(args.path, '..'),
          loader: 'js',
        }
      })
    },
  }
}
