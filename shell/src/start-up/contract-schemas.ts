/**
 * zod and the API contract's schemas, which build every schema when evaluated: the largest part
 * of the shell's start-up evaluation. `main.tsx` imports this module first and `boot.tsx` (which
 * imports it too, so the two share its chunk and it is evaluated once) a task later: two tasks
 * instead of one, so that the browser gets the thread back in between and neither is as long
 * (Lighthouse's total blocking time, docs/performance.md).
 */
import './zod-without-eval';
// Exported rather than imported bare: shared-api declares no side effects, so the build would
// drop a bare import, and the schemas would be built with the rest in boot.tsx's task.
export * from 'shared-api/contract';
