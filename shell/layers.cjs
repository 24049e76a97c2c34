// The shell's layers, top to bottom: each is a folder of shell/src (login, notices and files are one layer).
// A folder imports only from the layers below it, and the folders of one layer import none of each other
// (the sign-in, the notices and the file centre share nothing but what lies below them). shell/src/README.md
// says what sits where; .dependency-cruiser.cjs checks it with the rules made here (`npm run boundaries`,
// tests/unit/boundaries.test.ts), and scripts/boundaries.mjs that shell/src holds nothing else.
const LAYERS = [['pages'], ['dashboard'], ['portal'], ['login', 'notices', 'files'], ['routing'], ['session'], ['lib']]

/** What shell/src holds beside its layers: the entry build.mjs bundles, its stylesheet, the README. */
const ROOT_FILES = ['main.tsx', 'shell.css', 'README.md']

/** One dependency-cruiser rule per folder: no import into a layer above it or into a folder of its own layer. */
const rules = LAYERS.flatMap((layer, level) =>
  layer.flatMap((folder) => {
    const above = LAYERS.slice(0, level).flat()
    const peers = layer.filter((other) => other !== folder)
    const below = LAYERS.slice(level + 1).flat()
    if (above.length + peers.length === 0) return []
    return [
      {
        name: `shell-layer-${folder}`,
        comment: `shell/src/${folder}/ imports only its own folder and the layers below it (${below.join(', ') || 'none'}).`,
        severity: 'error',
        from: { path: `^shell/src/${folder}/` },
        to: { path: `^shell/src/(${[...above, ...peers].join('|')})/` },
      },
    ]
  }),
)

module.exports = { LAYERS, ROOT_FILES, rules }
