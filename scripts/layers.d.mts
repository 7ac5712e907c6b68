export const layerOrder: string[][];
export const exceptions: { from: string; to: string; reason: string }[];
export function layerOf(file: string): string | null;
export function layerViolation(from: string, to: string, typeOnly?: boolean): string | null;
