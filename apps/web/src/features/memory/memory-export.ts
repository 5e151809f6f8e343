// Export All writes formatMemoriesForExport (packages/contracts/src/memory.ts), the format Import
// reads back.

/** orion-memories-2025-01-31.txt */
export function memoryExportFilename(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `orion-memories-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.txt`
}
