import type { SharedState } from '#src/lib/redis.ts'
import { loginLimitRules, type LoginLimits } from './login-limits.ts'

/*
 * The sign-in limits of login-limits.ts counted in Redis, so that every process of the site
 * counts the same guesses. Each step is one script, so parallel attempts on several
 * processes cannot slip past a count. A Redis that does not answer lets the attempt through
 * (the per-route brake of the rate limiter still applies), as the rate limiter does.
 */

/** KEYS: address count, account count, known pair. ARGV: address max, account max, window ms. */
const BEGIN = `
local address = tonumber(redis.call('GET', KEYS[1]) or '0')
if address >= tonumber(ARGV[1]) then return redis.call('PTTL', KEYS[1]) end
if redis.call('EXISTS', KEYS[3]) == 0 then
  local account = tonumber(redis.call('GET', KEYS[2]) or '0')
  if account >= tonumber(ARGV[2]) then return redis.call('PTTL', KEYS[2]) end
end
for i = 1, 2 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[3]) end
end
return 0
`

/** KEYS: address count, account count, known pair. ARGV: how long a pair stays known, ms. */
const SUCCEEDED = `
for i = 1, 2 do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count > 0 then redis.call('DECR', KEYS[i]) end
end
redis.call('SET', KEYS[3], '1', 'PX', ARGV[1])
return 1
`

export function createSharedLoginLimits(
  shared: SharedState,
  multiplier: number,
  onError: (error: unknown) => void,
): LoginLimits {
  const rules = loginLimitRules(multiplier)
  const keys = (email: string, ip: string) => [
    `${shared.prefix}login:address:${ip}`,
    `${shared.prefix}login:account:${email}`,
    `${shared.prefix}login:known:${email} ${ip}`,
  ]
  return {
    async begin(email, ip) {
      try {
        const left = Number(
          await shared.client.eval(
            BEGIN,
            3,
            ...keys(email, ip),
            rules.addressMax,
            rules.accountMax,
            rules.windowMs,
          ),
        )
        return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : 0
      } catch (error) {
        onError(error)
        return 0
      }
    },
    async succeeded(email, ip) {
      try {
        await shared.client.eval(SUCCEEDED, 3, ...keys(email, ip), rules.knownMs)
      } catch (error) {
        onError(error)
      }
    },
  }
}
