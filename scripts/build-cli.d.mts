import type { BuildOptions, Plugin } from 'esbuild'

export declare const bridgeCliFile: string
export declare const bridgeCliOptions: (outfile?: string) => BuildOptions
export declare const bundleOwnPackages: Plugin
