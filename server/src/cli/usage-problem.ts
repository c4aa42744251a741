/** The first sentence of node:util parseArgs's complaint ("Unknown option '--x'"). */
export function usageProblem(error: unknown): string {
  return ((error as Error).message.split(/\.\s/)[0] ?? '').replace(/\.$/, '')
}
