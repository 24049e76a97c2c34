export declare function precompress(dirs: string[]): Promise<number>
