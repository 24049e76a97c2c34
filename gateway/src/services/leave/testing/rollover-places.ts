import { join } from 'node:path'
import { bundleChild } from '../../../testing/database-places'

export { copyOf, openPlace, type Place, seededPlace } from '../../../testing/database-places'

/** `node` runs the file to roll over in a child process (testing/rollover-child.ts bundled), until `remove`. */
export const bundleRolloverChild = () => bundleChild(join(import.meta.dirname, 'rollover-child.ts'))
