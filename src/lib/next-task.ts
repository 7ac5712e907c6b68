// The main thread back to the browser between pieces of work that need not share a task
// (docs/decisions/0140-main-thread-free.md): a key pressed, a tap or a frame comes in between.
// `scheduler.yield()` where the engine has it (the rest keeps its place ahead of other queued
// work); a timer elsewhere (old webviews, WebKit).

interface YieldingScheduler {
  yield(): Promise<void>;
}
const yields = (value: unknown): value is YieldingScheduler =>
  typeof value === 'object' && value !== null && 'yield' in value && typeof value.yield === 'function';

/** Resolves in a later task. */
export function nextTask(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  return yields(scheduler) ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
