import { ConfigError, loadConfig } from './config'
import {
  downloadModel,
  formatBytes,
  formatDuration,
  isModelDownloaded,
  ModelDownloadError,
  modelPath,
  type DownloadProgress,
} from './platform/ai/model-download'

// `npm run model:pull`: downloads the local model into DATA_DIR/models (resuming, checked), for a
// server with no AI provider set. A running server notices the file and loads it: no restart.

function progressLine(progress: DownloadProgress): string {
  const { receivedBytes, totalBytes, percent, bytesPerSecond, secondsLeft } = progress
  const width = 30
  const filled = percent === null ? 0 : Math.round((percent / 100) * width)
  const bar = percent === null ? '' : `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] `
  return [
    `${bar}${percent === null ? '' : `${percent.toFixed(1).padStart(5)} %  `}`,
    `${formatBytes(receivedBytes)}${totalBytes === null ? '' : ` / ${formatBytes(totalBytes)}`}`,
    `  ${formatBytes(bytesPerSecond)}/s`,
    secondsLeft === null ? '' : `  ${formatDuration(secondsLeft)} left`,
  ].join('')
}

async function pull() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const { ai } = config
  if (ai.provider === 'openai-compatible') {
    console.log(`AI_BASE_URL is set: Orion uses ${ai.baseUrl}; nothing to download.`)
    return
  }
  if (ai.provider === 'local-gguf') {
    console.log(`AI_LOCAL_MODEL is set: Orion uses ${ai.localModel}; nothing to download.`)
    return
  }
  const source = ai.modelSource
  const target = modelPath(source, ai.modelsDir)
  if (isModelDownloaded(source, ai.modelsDir)) {
    console.log(`${source.name} is already downloaded: ${target}`)
    return
  }
  console.log(`Downloading ${source.name}`)
  console.log(`  from ${source.url}`)
  console.log(`  to   ${target}`)
  if (source.licence) console.log(`  licence ${source.licence}`)

  const stop = new AbortController()
  process.once('SIGINT', () => stop.abort())
  const tty = process.stderr.isTTY
  let lastPrinted = -10
  try {
    await downloadModel(source, ai.modelsDir, {
      signal: stop.signal,
      onProgress(progress) {
        if (tty) {
          process.stderr.write(`\r${progressLine(progress).padEnd(96)}`)
        } else if (progress.percent === null || progress.percent - lastPrinted >= 10) {
          lastPrinted = progress.percent ?? lastPrinted
          process.stderr.write(`${progressLine(progress)}\n`)
        }
      },
    })
  } catch (error) {
    if (tty) process.stderr.write('\n')
    if (error instanceof ModelDownloadError) {
      console.error(
        stop.signal.aborted ? 'Stopped. Run npm run model:pull again to resume.' : error.message,
      )
      process.exit(1)
    }
    throw error
  }
  if (tty) process.stderr.write('\n')
  console.log(
    `Checked (size${source.sha256 ? ' and sha256' : ''}) and saved: ${target}\n` +
      'A running Orion server picks it up by itself (no restart); otherwise start it with npm start.',
  )
}

await pull()
