export interface Rate {
  perSecond: number
  burst: number
}

/** A token bucket per key: `burst` calls at once, refilled at `perSecond`. */
export function createRateLimiter(rateFor: (key: string) => Rate, now = () => performance.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    take(key: string): boolean {
      const { perSecond, burst } = rateFor(key)
      const t = now()
      const bucket = buckets.get(key) ?? { tokens: burst, at: t }
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond)
      bucket.at = t
      buckets.set(key, bucket)
      if (bucket.tokens < 1) return false
      bucket.tokens -= 1
      return true
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
