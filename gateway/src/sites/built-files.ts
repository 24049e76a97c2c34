import { readdirSync, statSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'

export interface Listing {
  /** The files, as URL paths ('/assets/main-X.js'). */
  files: Set<string>
  /** Each folder's URL path ('/', '/assets') and its modification time when it was read. */
  folders: Map<string, number>
}

const urlPath = (root: string, path: string) => `/${relative(root, path).split(sep).join('/')}`.replace(/^\/$/, '/')

/** The files and folders under `root`; empty when there is no such folder. */
export function listBuild(root: string): Listing {
  const listing: Listing = { files: new Set(), folders: new Map() }
  try {
    listing.folders.set('/', statSync(root).mtimeMs)
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name)
      if (entry.isFile()) listing.files.add(urlPath(root, path))
      else if (entry.isDirectory()) listing.folders.set(urlPath(root, path), statSync(path).mtimeMs)
    }
  } catch {
    // No build here (yet): nothing to serve.
  }
  return listing
}

/** The modification time of the folder at URL path `folder` under `root`, or null when there is none. */
function changedAt(root: string, folder: string): number | null {
  try {
    return statSync(join(root, folder)).mtimeMs
  } catch {
    return null
  }
}

/**
 * The files of a build folder, read once. A path not among them is looked for again only when its folder is new or
 * was changed since (a build rebuilt in place writes new hashed names): one stat of that folder, then the folder tree
 * read again. `has` compares the exact spelling.
 */
export function builtFiles(root: string, list: (root: string) => Listing = listBuild): { has(path: string): boolean } {
  let listing = list(root)
  return {
    has(path) {
      if (listing.files.has(path)) return true
      // Only a plain path is looked for again: no '.' or '..' parts, nothing outside the folder.
      if (posix.normalize(path) !== path || path.split('/').includes('..')) return false
      const folder = posix.dirname(path)
      const at = changedAt(root, folder)
      if (at === null || listing.folders.get(folder) === at) return false
      listing = list(root)
      return listing.files.has(path)
    },
  }
}
