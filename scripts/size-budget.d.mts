export const BUDGETS: { home: number; page: number; lazyChunk: number };
export const HELD_OVER: Record<string, number>;
export function budgetOf(name: string): number;
export function overBudget<T extends { name: string; total: number }>(measured: T[]): T[];
