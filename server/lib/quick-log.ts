import type { DestinationStream } from "pino";

/**
 * The log of a quick start (`npm start` with LOG_LEVEL unset): short lines a person reads, not
 * JSON for a collector. Successful requests are left out (set LOG_LEVEL for the JSON log with a
 * line per request); a refused or failed one is a compact "GET /x → 404 (3 ms)". Warnings and
 * errors say so in front, so that nothing else reads like one.
 */
export function formatQuickLine(json: string): string | null {
  let line: Record<string, unknown>;
  try {
    line = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const level = typeof line.level === "number" ? line.level : 30;
  const msg = typeof line.msg === "string" ? line.msg : "";
  const tag = level >= 50 ? "error: " : level >= 40 ? "warning: " : "";
  if (msg === "request") {
    if (level < 40) return null;
    return `${tag}${String(line.method)} ${String(line.path)} → ${line.aborted ? "aborted" : String(line.status)} (${String(line.durationMs)} ms)`;
  }
  const err = line.err as { message?: unknown } | undefined;
  const cause = typeof err?.message === "string" && !msg.includes(err.message) ? ` (${err.message})` : "";
  return `${tag}${msg}${cause}`;
}

/** A pino destination that writes formatQuickLine's lines to `out` (stdout). */
export function quickLogDestination(out: { write(text: string): unknown } = process.stdout): DestinationStream {
  return {
    write(chunk: string) {
      const text = formatQuickLine(chunk);
      if (text !== null) out.write(`${text}\n`);
    },
  };
}
