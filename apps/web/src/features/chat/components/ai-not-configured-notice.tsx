import { ServerCog } from 'lucide-react'

/** Shown instead of the composer when the server has no AI model. */
export function AiNotConfiguredNotice() {
  return (
    <section
      role="alert"
      aria-labelledby="ai-missing-title"
      className="rounded-2xl border border-sky-300/30 bg-sky-500/10 p-4 text-sm"
    >
      <h2 id="ai-missing-title" className="flex items-center gap-2 font-semibold text-star">
        <ServerCog className="size-5 text-sky-200" aria-hidden="true" />
        Orion can't reply yet: no AI model is configured on this server
      </h2>
      <p className="mt-2 text-star-muted">
        Whoever runs this Orion server can connect a model and restart it: set{' '}
        <code className="text-sky-100">AI_BASE_URL</code>,{' '}
        <code className="text-sky-100">AI_API_KEY</code> and{' '}
        <code className="text-sky-100">AI_MODEL</code> for any OpenAI-compatible provider (OpenAI,
        Ollama, LM Studio, OpenRouter...), or <code className="text-sky-100">AI_LOCAL_MODEL</code>{' '}
        for a GGUF model running on the server itself. The README lists every option.
      </p>
      <p className="mt-2 text-star-muted">
        Your past conversations stay available in the history meanwhile.
      </p>
    </section>
  )
}
