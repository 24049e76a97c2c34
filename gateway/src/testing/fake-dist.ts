import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A minimal dist/ like build.mjs writes: the shell and one first-party app, with its widgets' page. */
export function writeFakeDist(distDir: string): void {
  const files: Record<string, string> = {
    'shell/index.html':
      '<!doctype html><title>shell</title><script type="module" src="/assets/main-ABCD1234.js"></script>',
    'shell/assets/main-ABCD1234.js': 'console.log("shell")',
    'shell/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'apps/system/index.html': '<!doctype html><head><!--hr-portal-config--></head><title>system</title>',
    'apps/system/assets/main-EFGH5678.js': 'console.log("system")',
    'apps/system/widgets.html': '<!doctype html><head><!--hr-portal-config--></head><title>system widgets</title>',
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(distDir, path, '..'), { recursive: true })
    writeFileSync(join(distDir, path), text)
  }
}
