// esbuild plugin for the shell's build: the modules the shell's entry imports statically become one chunk.
// esbuild treats each dynamically imported module as an entry point of its own and puts a module in a chunk per set of
// entry points that reach it; modules the entry shares with different sets of lazy pages were split into some twenty
// small chunks, each fetched and compressed apart (the login route loaded 30 scripts). Every lazily imported module of
// the shell is reached here through a small module that first imports the entry's own imports: each module the entry
// reaches is then reached by every entry point alike, and lands in one chunk. The entry loads before any lazy page, so
// no lazy page loads code it did not load before.
// The signed-in portal's first screen (the session loader, the portal, the home dashboard) is a second such group:
// every lazy module loaded once signed in is reached through a small module that imports the group's members, so the
// modules they reach land in a few chunks instead of some thirty (a phone on a slow network paid a round trip each).
// The lazy modules of the sign-in screens do not import the group: the login route stays as light as it was.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const LAZY = 'shell-lazy'
const LAZY_SIGNED_IN = 'shell-lazy-signed-in'
const CORE = 'shell-core'
const SIGNED_IN = 'shell-signed-in'

/** The entry's static imports, but its stylesheets (the entry's own stylesheet keeps them). */
function coreImports(entry) {
  const source = readFileSync(entry, 'utf8')
  return [...source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
    .map((match) => match[1])
    .filter((path) => !path.endsWith('.css'))
}

/**
 * Plugin: `entry` is the shell's main.tsx; the modules the shell's own code imports lazily (its pages, the UI kit's
 * parts, packages; not data files) are reached through the core. `signedIn.members` are the files of the signed-in
 * group; a lazy module is loaded only once signed in when it is a member or `signedIn.after` matches it or its
 * importer; `signedIn.core` are files the login page and the group both import, joined to the core (the login route
 * loads them anyway), so they are not chunks of their own. Paths are relative to `root`.
 */
export function shellCoreChunk(entry, root, signedIn) {
  const members = signedIn.members.map((file) => join(root, file))
  const isSignedIn = (path, importer) =>
    members.includes(path) || [path, importer].some((file) => signedIn.after.test(file.slice(root.length + 1)))
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
        return { path: result.path, namespace: isSignedIn(result.path, args.importer) ? LAZY_SIGNED_IN : LAZY }
      })
      build.onResolve({ filter: new RegExp(`^${CORE}$`) }, () => ({ path: entry, namespace: CORE }))
      // The entry imports the core too: the core's own small module then lands in the core's chunk, not a file apart.
      const entryFilter = new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      build.onLoad({ filter: entryFilter, namespace: 'file' }, () => ({
        contents: `import ${JSON.stringify(CORE)}\n${readFileSync(entry, 'utf8')}`,
        resolveDir: join(entry, '..'),
        loader: 'tsx',
      }))
      build.onResolve({ filter: new RegExp(`^${SIGNED_IN}$`) }, () => ({ path: SIGNED_IN, namespace: SIGNED_IN }))
      build.onLoad({ filter: /.*/, namespace: SIGNED_IN }, () => ({
        contents: members.map((path) => `import ${JSON.stringify(path)}`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }))
      build.onLoad({ filter: /.*/, namespace: CORE }, () => ({
        contents: [...coreImports(entry), ...signedIn.core.map((file) => join(root, file))]
          .map((path) => `import ${JSON.stringify(path)}`)
          .join('\n'),
        resolveDir: join(entry, '..'),
        loader: 'js',
      }))
      const wrapper = (args) => {
        const hasDefault = /export\s+default\b|as\s+default\b/.test(readFileSync(args.path, 'utf8'))
        const from = JSON.stringify(args.path)
        return {
          contents: [
            `import ${JSON.stringify(CORE)}`,
            args.namespace === LAZY_SIGNED_IN ? `import ${JSON.stringify(SIGNED_IN)}` : '',
            `export * from ${from}`,
            hasDefault ? `export { default } from ${from}` : '',
          ].join('\n'),
          resolveDir: join(args.path, '..'),
          loader: 'js',
        }
      }
      build.onLoad({ filter: /.*/, namespace: LAZY }, wrapper)
      build.onLoad({ filter: /.*/, namespace: LAZY_SIGNED_IN }, wrapper)
    },
  }
}
