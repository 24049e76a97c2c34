import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A minimal dist/ like build.mjs writes: shell, one first-party app, two vendor apps with manifests. */
export function writeFakeDist(distDir: string): void {
  const files: Record<string, string> = {
    'shell/index.html': '<!doctype html><title>shell</title><script type="module" src="/assets/main-ABCD1234.js"></script>',
    'shell/assets/main-ABCD1234.js': 'console.log("shell")',
    'shell/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'apps/system/index.html': '<!doctype html><head><!--hr-portal-config--></head><title>system</title>',
    'apps/system/assets/main-EFGH5678.js': 'console.log("system")',
    'vendor/supplier/index.html': '<!doctype html><head><!--hr-portal-config--></head><title>supplier</title>',
    'vendor/tour-shop/index.html': '<!doctype html><head><!--hr-portal-config--></head><title>tour shop</title>',
  }
  for (const name of ['supplier', 'tour-shop']) {
    files[`vendor/${name}/manifest.json`] = JSON.stringify({
      name, code: name, version: '1.0.0', party: 'third', title: { 'zh-CN': name, en: name }, capabilities: ['session.appToken', 'env'], menus: [],
    })
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(distDir, path, '..'), { recursive: true })
    writeFileSync(join(distDir, path), text)
  }
}
