// What the demo backend took that moves money or makes a loan: a second tab and a reload must see it,
// as they would a real server's. Its records are the page's memory, so these are also written in the
// browser's localStorage (when there is one), each with when it shows in the order.
const KEY = 'demo-backend.taken';
let memory: Record<string, number> = {};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return memory;
    const kept = Object.entries(stored).filter((e): e is [string, number] => typeof e[1] === 'number');
    return { ...memory, ...Object.fromEntries(kept) };
  } catch {
    return memory;
  }
}

/** `name` was taken; it shows in the order from `visibleAt` (a slow origin: later than its answer). */
export function recordTaken(name: string, visibleAt = Date.now()): void {
  memory = { ...read(), [name]: visibleAt };
  storage()?.setItem(KEY, JSON.stringify(memory));
}

/** Whether `name` was taken and shows by now. */
export function wasTaken(name: string, now = Date.now()): boolean {
  const at = read()[name];
  return at !== undefined && at <= now;
}

export function forgetTaken(): void {
  memory = {};
  storage()?.removeItem(KEY);
}
