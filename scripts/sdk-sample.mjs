// Builds the SDK sample (tests/fixtures/sdk-sample) the way a team outside this repository would: it packs
// @hr-portal/bridge (`npm pack`, which builds bridge/dist), installs the tarball into a project in a temp
// folder outside the workspace, type-checks the sample against the published declarations and bundles it
// with esbuild into <dist>/apps/sdk-sample/, where the product serves it as an app (tests/e2e/sdk-sample.spec.ts).
//   node scripts/sdk-sample.mjs        (also run by `node build.mjs --with-fixtures`)
import * as esbuild from 'esbuild'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** npm in `cwd`, without the settings of an npm run that started us (its workspace, its prefix). */
function runNpm(args, cwd) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')))
  return execFileSync(npm, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
}

export async function buildSdkSample(dist) {
  const started = Date.now()
  const work = mkdtempSync(join(tmpdir(), 'hr-sdk-sample-'))
  try {
    runNpm(['pack', '-w', '@hr-portal/bridge', '--pack-destination', work, '--silent'], root)
    const [filename] = readdirSync(work).filter((name) => name.endsWith('.tgz'))
    const tarball = join(work, filename)
    const project = join(work, 'sample')
    cpSync(join(root, 'tests/fixtures/sdk-sample'), project, { recursive: true })
    const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'))
    pkg.dependencies['@hr-portal/bridge'] = `file:${tarball}`
    writeFileSync(join(project, 'package.json'), JSON.stringify(pkg, null, 2))
    // Its dependencies (penpal, valibot, ofetch) come from the npm cache the workspace's install filled.
    runNpm(
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error'],
      project,
    )
    // The package is published as is, so it must carry an open licence a vendor may use: MIT, with its text.
    const installed = join(project, 'node_modules/@hr-portal/bridge')
    const { license } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    if (license !== 'MIT' || !readFileSync(join(installed, 'LICENSE'), 'utf8').startsWith('MIT License'))
      throw new Error(`@hr-portal/bridge must be packed under the MIT licence with its LICENSE file (has "${license}")`)
    // Type-checked as a vendor's project would be: with a bundler's resolution (the sample's own setting), and with
    // Node's (nodenext, whose rules for ES modules are node16's), where every relative import of the declarations must
    // name its file.
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
    for (const resolution of [[], ['--module', 'nodenext', '--moduleResolution', 'nodenext']])
      execFileSync(process.execPath, [tsc, '-p', join(project, 'tsconfig.json'), ...resolution], { stdio: 'inherit' })
    // The published command checks the sample's manifest, as a vendor would before submitting it.
    execFileSync(
      process.execPath,
      [
        join(project, 'node_modules/@hr-portal/bridge/bin/hr-portal-bridge.mjs'),
        'validate',
        join(project, 'manifest.json'),
      ],
      { stdio: 'inherit' },
    )

    const out = join(dist, 'apps/sdk-sample')
    mkdirSync(out, { recursive: true })
    await esbuild.build({
      entryPoints: [join(project, 'src/main.ts')],
      absWorkingDir: project,
      outfile: join(out, 'assets/main.js'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      logLevel: 'warning',
    })
    const html = readFileSync(join(project, 'index.html'), 'utf8').replace(
      '<!--entry-->',
      '<script type="module" src="/sdk-sample/assets/main.js"></script>',
    )
    writeFileSync(join(out, 'index.html'), html)
    cpSync(join(project, 'manifest.json'), join(out, 'manifest.json'))
    console.log(`[sdk-sample] ${filename} installed outside the workspace and built in ${Date.now() - started} ms`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildSdkSample(resolve(root, process.env.DIST_DIR || 'dist'))
}
