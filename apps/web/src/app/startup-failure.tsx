/** Other: a start-up failure shows a red error message in place of the page. */
export function StartupFailure({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div
        role="alert"
        className="max-w-lg rounded-2xl border border-red-400/60 bg-red-950/80 p-6 text-red-100"
      >
        <h1 className="text-xl font-semibold text-red-200">Orion could not start</h1>
        <p className="mt-2">Something went wrong while loading the app. Reloading usually helps.</p>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-black/40 p-3 text-sm whitespace-pre-wrap text-red-200">
          {detail}
        </pre>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 rounded-lg bg-red-200 px-4 py-2 font-medium text-red-950 hover:bg-white"
        >
          Reload
        </button>
      </div>
    </main>
  )
}

/** Without React (if React itself failed to start): the same message in plain DOM. */
export function renderStartupFailureWithoutReact(container: HTMLElement, error: unknown) {
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.style.cssText =
    'margin:2rem auto;max-width:32rem;padding:1.5rem;border:1px solid #f87171;border-radius:1rem;' +
    'background:#450a0a;color:#fecaca;font-family:system-ui,sans-serif'
  const title = document.createElement('h1')
  title.textContent = 'Orion could not start'
  const detail = document.createElement('p')
  detail.textContent = error instanceof Error ? error.message : String(error)
  box.append(title, detail)
  container.replaceChildren(box)
}
