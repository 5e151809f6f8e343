import { z } from 'zod'

// Telemetry: interface events
// only. Private by design (issue 14): no text the person typed and no message content is ever
// part of an event; `label` is an interface label (a button's name), cut at 50 characters.

export const TELEMETRY_EVENT_TYPES = [
  'click',
  'scroll',
  'mousemove',
  'copy',
  'paste',
  'focus',
  'blur',
] as const
/** A batch is sent at 500 queued events; the server takes no more at once. */
export const TELEMETRY_BATCH_MAX = 500
/** Text previews are cut at 50 characters. */
export const TELEMETRY_PREVIEW_MAX = 50

export const telemetryEventSchema = z
  .object({
    type: z.enum(TELEMETRY_EVENT_TYPES),
    /** When it happened, milliseconds since 1970. */
    timestamp: z.number().int().nonnegative(),
    /** Only these fields: anything else is refused, so nothing typed can ride along. */
    data: z
      .object({
        label: z.string().max(TELEMETRY_PREVIEW_MAX).optional(),
        path: z.string().max(200).optional(),
        x: z.number().int().min(0).max(100_000).optional(),
        y: z.number().int().min(0).max(100_000).optional(),
        scrollY: z.number().int().min(0).max(10_000_000).optional(),
      })
      .strict()
      .default({}),
    /** The browser tab's telemetry session (a random id), not the sign-in session. */
    sessionId: z.string().max(100).nullable().optional(),
  })
  .strict()
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>

export const telemetryBatchSchema = z.object({
  events: z
    .array(telemetryEventSchema)
    .min(1, 'A batch holds at least one event.')
    .max(TELEMETRY_BATCH_MAX, `A batch holds at most ${TELEMETRY_BATCH_MAX} events.`),
  /** When the batch was sent, milliseconds since 1970. */
  timestamp: z.number().int().nonnegative(),
})
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>
