import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { tempDir } from '../testing/temp-dir'
import { builtFiles, listBuild } from './built-files'

const dirs: Array<{ remove(): void }> = []
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove()
})

function build(files: Record<string, string>) {
  const dir = tempDir('built-files-')
  dirs.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir.path, path, '..'), { recursive: true })
    writeFileSync(join(dir.path, path), text)
  }
  return dir.path
}

describe('the files of a build folder', () => {
  it('knows each file by its exact spelling, folders and made-up paths not', () => {
    const files = builtFiles(build({ 'assets/main-AB12.js': '', 'favicon.svg': '', 'apps/leave/assets/x.css': '' }))
    expect(files.has('/assets/main-AB12.js')).toBe(true)
    expect(files.has('/favicon.svg')).toBe(true)
    expect(files.has('/apps/leave/assets/x.css')).toBe(true)
    expect(files.has('/assets/MAIN-AB12.js')).toBe(false)
    expect(files.has('/Assets/main-AB12.js')).toBe(false)
    expect(files.has('/assets')).toBe(false)
    expect(files.has('/assets/')).toBe(false)
    expect(files.has('/assets/../favicon.svg')).toBe(false)
    expect(files.has('/./favicon.svg')).toBe(false)
  })

  it('reads the folders again for a file written since into a changed or new folder, never for a path elsewhere', () => {
    const root = build({ 'assets/main-AB12.js': '', 'apps/leave/index.js': '' })
    let reads = 0
    const files = builtFiles(root, (folder) => {
      reads++
      return listBuild(folder)
    })
    for (let i = 0; i < 50; i++) expect(files.has(`/assets/made-up-${i}.js`)).toBe(false)
    expect(files.has('/apps/leave/other.js')).toBe(false)
    expect(files.has('/not-a-folder/x.js')).toBe(false)
    expect(files.has('/../outside.js')).toBe(false)
    expect(reads).toBe(1)

    writeFileSync(join(root, 'assets/chunk-CD34.js'), '')
    // The folder's time moves on even on a disk that keeps coarse times.
    utimesSync(join(root, 'assets'), new Date(), new Date(Date.now() + 5000))
    expect(files.has('/assets/chunk-CD34.js')).toBe(true)
    mkdirSync(join(root, 'apps/new/assets'), { recursive: true })
    writeFileSync(join(root, 'apps/new/assets/y.js'), '')
    expect(files.has('/apps/new/assets/y.js')).toBe(true)
    expect(files.has('/apps/leave/other.js')).toBe(false)
    expect(reads).toBe(3)
  })

  it('has nothing when the folder is not there', () => {
    expect(builtFiles('/nowhere/at/all').has('/index.js')).toBe(false)
  })
})
