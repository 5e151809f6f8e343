/** A clock the tests move by hand, passed to buildApp as its `clock` dependency. */
export function createTestClock(start = new Date('2026-03-02T09:00:00.000Z')) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms
    },
  }
}
