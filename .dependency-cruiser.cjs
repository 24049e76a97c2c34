// Import boundaries, checked by `npx depcruise` (dependency-cruiser) in the unit suite (boundaries.test.ts):
// gateway services meet only through their index.ts, core/ knows no service, and no module imports itself
// back in a circle (gateway and shell alike); each folder of the shell imports only the layers below it
// (shell/layers.cjs makes those rules; shell/src/README.md says what sits in which layer).
// Between the packages: the gateway imports only @hr-portal/manifest of ours, the manifest package nothing of
// ours, the bridge only the manifest package, ui nothing of ours (by path, or by package name where the
// workspace link is not resolved).
// docs/architecture.md draws what these rules allow.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'service-internals',
      comment: "A service reaches another service only through that service's index.ts (its narrow interface).",
      severity: 'error',
      from: { path: '^gateway/src/services/([^/]+)/' },
      to: {
        path: '^gateway/src/services/([^/]+)/.+',
        pathNot: ['^gateway/src/services/$1/', '^gateway/src/services/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-into-service-internals',
      comment:
        "Code outside the services (main, seed, cli, testing) uses a service's index.ts only; the service list (service-list.ts) alone reads each service's object (service.ts).",
      severity: 'error',
      from: { path: '^gateway/src/', pathNot: ['^gateway/src/services/', '^gateway/src/service-list\\.ts$'] },
      to: { path: '^gateway/src/services/[^/]+/.+', pathNot: '^gateway/src/services/[^/]+/index\\.ts$' },
    },
    {
      name: 'core-knows-no-service',
      comment: 'core/ is below every service: it imports none.',
      severity: 'error',
      from: { path: '^gateway/src/core/' },
      to: { path: '^gateway/src/services/' },
    },
    {
      name: 'service-circle',
      comment: 'Services depend on each other in one direction: no circle through their front doors.',
      severity: 'error',
      from: { path: '^gateway/src/services/[^/]+/' },
      to: { circular: true, path: '^gateway/src/services/' },
    },
    {
      name: 'shell-circle',
      comment: 'The shell imports one way: session below portal, stores below the pages that read them.',
      severity: 'error',
      from: { path: '^shell/src/' },
      to: { circular: true },
    },
    // pages → dashboard → portal → login / notices / files → routing → session → lib: one rule per folder.
    ...require('./shell/layers.cjs').rules,
    {
      name: 'gateway-imports-manifest-only',
      comment:
        "The gateway meets the other packages over HTTP and the manifests; of ours it imports only @hr-portal/manifest, @hr-portal/api and the first-party apps' manifest.json files (their menu catalogue, data only).",
      severity: 'error',
      from: { path: '^gateway/src/' },
      to: {
        path: [
          '^(bridge|ui|kit|shell|apps|subapp-template)/',
          '^@hr-portal/(bridge|ui|kit|shell|gateway|app-|subapp-template)',
        ],
        pathNot: '^apps/[^/]+/manifest[.]json$',
      },
    },
    {
      name: 'manifest-imports-nothing-of-ours',
      comment: 'The manifest validator is shared by the gateway and the bridge: it imports no other package of ours.',
      severity: 'error',
      from: { path: '^manifest/src/' },
      to: {
        path: [
          '^(bridge|ui|kit|shell|gateway|apps|subapp-template)/',
          '^@hr-portal/(bridge|ui|kit|shell|gateway|app-|subapp-template)',
        ],
      },
    },
    {
      name: 'bridge-imports-manifest-only',
      comment:
        'The bridge imports no package of ours but @hr-portal/manifest (capability and topic names, the validate command).',
      severity: 'error',
      from: { path: '^bridge/src/' },
      to: {
        path: [
          '^(ui|kit|shell|gateway|apps|subapp-template)/',
          '^@hr-portal/(ui|kit|shell|gateway|app-|subapp-template)',
        ],
      },
    },
    {
      name: 'vendor-sample-imports-bridge-only',
      comment:
        'A sample vendor app (vendors/<name>/) is a project of its own: of ours it imports only @hr-portal/bridge.',
      severity: 'error',
      from: { path: '^vendors/' },
      to: {
        path: [
          '^(manifest|ui|kit|shell|gateway|apps|subapp-template)/',
          '^@hr-portal/(manifest|ui|kit|shell|gateway|app-|subapp-template)',
        ],
      },
    },
    {
      name: 'ui-imports-nothing-of-ours',
      comment: 'The shared UI imports no other package of ours.',
      severity: 'error',
      from: { path: '^ui/src/' },
      to: {
        path: [
          '^(bridge|manifest|kit|shell|gateway|apps|subapp-template)/',
          '^@hr-portal/(bridge|manifest|kit|shell|gateway|app-|subapp-template)',
        ],
      },
    },
    {
      name: 'kit-imports-bridge-and-ui-only',
      comment:
        'The sub-app kit (what first-party apps start through) imports of ours only the bridge and the shared UI; no app, the shell or the gateway.',
      severity: 'error',
      from: { path: '^kit/src/' },
      to: {
        path: [
          '^(manifest|shell|gateway|apps|subapp-template)/',
          '^@hr-portal/(manifest|shell|gateway|app-|subapp-template)',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
