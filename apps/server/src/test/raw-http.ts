import http from 'node:http'

// A request on the wire exactly as written: any method, path, headers and bytes, answered or
// timed out. For the suites generated from the OpenAPI document (app.inject cannot follow an
// event stream, and a real client is what they stand in for).

export interface RawResponse {
  statusCode: number
  headers: http.IncomingHttpHeaders
  body: string
  json<T = unknown>(): T
}

export function rawRequest(
  origin: string,
  request: {
    method: string
    path: string
    headers?: Record<string, string>
    body?: string | Buffer
    timeoutMs?: number
  },
): Promise<RawResponse> {
  const { method, path, headers = {}, body, timeoutMs = 15_000 } = request
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${origin}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body !== undefined && { 'content-length': Buffer.byteLength(body) }),
      },
      agent: false,
    })
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(new Error(`${method} ${path.slice(0, 80)}: no answer in ${timeoutMs} ms`)),
    )
    outgoing.on('error', reject)
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          json: <T>() => JSON.parse(text) as T,
        })
      })
    })
    outgoing.end(body)
  })
}
