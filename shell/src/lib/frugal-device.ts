// Whether this device is one to spare work that is not the page shown (frames started in the background): a
// processor of two cores or fewer, or a phone-sized screen with a slow processor or little memory. No imports: the
// sign-in path reads it too.

/** The shell's phone layout (shell.css: the side menu becomes a drawer) starts at this width. */
export const PHONE_WIDTH_PX = 720
/** A processor with at most this many cores counts as slow (a phone's efficiency cores, an old laptop). */
export const SLOW_CORES = 4
/**
 * A processor with at most this many cores spares the background frames on any screen. Measured on two cores: a
 * prewarmed neighbour's first page ran a second of script on the apps' renderer, the thread the app just opened runs
 * on (first-party apps share one site), and flows of a few pages took a tenth more processor time with the frames.
 */
export const FEW_CORES = 2
/** At most this much memory (GB, `navigator.deviceMemory`, Chromium only) counts as little. */
export const LITTLE_MEMORY_GB = 4

/** What `frugalDevice` reads of the browser: `window` has it. */
interface DeviceSignals {
  matchMedia?: (query: string) => { matches: boolean }
  navigator?: { hardwareConcurrency?: number; deviceMemory?: number }
}

/**
 * Whether this device starts no frames in the background: a processor of FEW_CORES or fewer, or a phone-sized screen
 * with a slow processor or little memory. A browser that says nothing of these counts as not frugal.
 */
export function frugalDevice(win: DeviceSignals | undefined = globalThis.window): boolean {
  const cores = win?.navigator?.hardwareConcurrency
  if (typeof cores === 'number' && cores <= FEW_CORES) return true
  const phone = win?.matchMedia?.(`(max-width: ${PHONE_WIDTH_PX}px)`).matches === true
  if (!phone) return false
  const memory = win?.navigator?.deviceMemory
  return (
    (typeof cores === 'number' && cores <= SLOW_CORES) || (typeof memory === 'number' && memory <= LITTLE_MEMORY_GB)
  )
}
