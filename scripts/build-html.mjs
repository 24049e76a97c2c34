// The HTML pages of a build: each entry's page with its hashed script, stylesheet and the chunks to preload.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** Every chunk `file` imports statically, directly or through another chunk (not dynamic imports). */
function staticImports(metafile, file, seen = new Set()) {
  for (const { path, kind } of metafile.outputs[file]?.imports ?? []) {
    if (kind !== 'import-statement' || seen.has(path) || !metafile.outputs[path]) continue
    seen.add(path)
    staticImports(metafile, path, seen)
  }
  return [...seen]
}

/**
 * The chunks `files` import dynamically whose modules match `inputs`, with what those import statically: code a
 * page loads on first use and uses at once.
 */
function firstUseImports(metafile, files, inputs) {
  const chunks = new Set()
  for (const file of files) {
    for (const { path, kind } of metafile.outputs[file]?.imports ?? []) {
      const output = metafile.outputs[path]
      if (kind !== 'dynamic-import' || !output || !Object.keys(output.inputs).some((input) => inputs.test(input)))
        continue
      chunks.add(path)
      for (const chunk of staticImports(metafile, path)) chunks.add(chunk)
    }
  }
  return [...chunks]
}

/**
 * The shell's page of /portal/… (the gateway serves it there, index.html elsewhere): a signed-in visit fetches its
 * session's loader, its fetch client, the portal and the home dashboard at once, beside the entry, instead of one after
 * the other as each is reached.
 */
export const PORTAL_PAGE = {
  file: 'portal.html',
  entries:
    /(^|\/)(shell\/src\/(session\/load-session|pages\/portal-route|dashboard\/dashboard-page)\.tsx?|node_modules\/ofetch\/dist\/index\.mjs)$/,
}

/**
 * The shell's modules of the signed-in portal's first screen, built into a few chunks together
 * (shell/core-chunk.mjs): the group's members, the files it shares with the login page (joined to the shell's core
 * chunk), and which lazy modules load only once signed in (matched on their path or their importer's).
 */
export const SIGNED_IN_GROUP = {
  members: [
    'shell/src/session/load-session.ts',
    'shell/src/pages/portal-route.ts',
    'shell/src/dashboard/dashboard-page.tsx',
  ],
  core: ['shell/src/session/tenant-choice.ts', 'shell/src/session/second-factor.ts', 'shell/src/lib/describe-error.ts'],
  after:
    /^shell\/src\/(portal|dashboard|notices|files)\/|^shell\/src\/(session\/load-session|pages\/portal-route)\.tsx?$/,
}

/**
 * Writes a page per entry with the hashed entry script and stylesheet of this build: index.html for `main`,
 * `<entry>.html` for the others (or the file `pageFiles` names for the entry), with the target's manifest beside them.
 */
export function writeHtml(root, target, metafile) {
  const outputs = Object.entries(metafile.outputs)
  const assetsDir = target.options.outdir
  const url = (file) => target.options.publicPath + relative(assetsDir, join(root, file)).split('\\').join('/')
  const title = target.title ?? target.manifest?.title?.['zh-CN'] ?? target.name
  for (const [name, file] of Object.entries(target.options.entryPoints)) {
    // Dynamically imported modules are entry points too (of their own chunks): pick the page's own.
    const entry = relative(root, file).split('\\').join('/')
    const [jsFile, js] = outputs.find(([, o]) => o.entryPoint === entry)
    const css = js.cssBundle
    // The chunks the entry imports statically are announced with it, so the browser fetches them at once
    // instead of only once it has parsed the entry (a first visit's extra round trip per level).
    const statics = staticImports(metafile, jsFile)
    const onFirstUse = target.firstUse ? firstUseImports(metafile, [jsFile, ...statics], target.firstUse) : []
    const preloads = [...new Set([...statics, ...onFirstUse])].map(
      (chunk) => `<link rel="modulepreload" href="${url(chunk)}">`,
    )
    const tags = [
      css ? `<link rel="stylesheet" href="${url(css)}">` : '',
      `<script type="module" src="${url(jsFile)}"></script>`,
      ...preloads,
    ].join('\n    ')
    const own = target.pageFiles?.[name]
    const page = (extraTags) =>
      readFileSync(own?.html ?? target.html, 'utf8')
        .replace('<!--entry-->', [tags, ...extraTags].join('\n    '))
        .replace('<!--title-->', escapeHtml(own?.title ?? title))
    writeFileSync(own?.file ?? join(assetsDir, '..', name === 'main' ? 'index.html' : `${name}.html`), page([]))
    // A variant of the main page for the routes that start elsewhere: it also announces the chunks those routes
    // import on their way to their first screen (each with what it imports statically), fetched beside the entry.
    for (const variant of name === 'main' ? (target.variants ?? []) : []) {
      const announced = new Set(preloads)
      const extra = outputs
        .filter(([, o]) => o.entryPoint && variant.entries.test(o.entryPoint))
        .flatMap(([file]) => [file, ...staticImports(metafile, file)])
        .map((chunk) => `<link rel="modulepreload" href="${url(chunk)}">`)
        .filter((tag) => !announced.has(tag) && announced.add(tag))
      writeFileSync(join(assetsDir, '..', variant.file), page(extra))
    }
  }
  if (target.manifest) writeFileSync(join(assetsDir, '..', 'manifest.json'), JSON.stringify(target.manifest, null, 2))
  for (const [to, from] of Object.entries(target.files ?? {})) copyFileSync(join(root, from), join(assetsDir, '..', to))
}
