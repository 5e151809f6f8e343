export interface ProbeResult {
  path: string
  status: number | null
  latencyMs: number
  body: string
  error?: string
}

/** One raw GET with its timing: no retries, no token refresh, so the page shows what happens. */
export async function probeEndpoint(
  path: string,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<ProbeResult> {
  const started = performance.now()
  try {
    const response = await fetchImpl(path, { cache: 'no-store', credentials: 'include' })
    const body = await response.text()
    return {
      path,
      status: response.status,
      latencyMs: Math.round(performance.now() - started),
      body: prettyJson(body),
    }
  } catch (error) {
    return {
      path,
      status: null,
      latencyMs: Math.round(performance.now() - started),
      body: '',
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text.slice(0, 2000)
  }
}
