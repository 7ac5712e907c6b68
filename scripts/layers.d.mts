import type { IForbiddenRuleType } from 'dependency-cruiser';

export const layerOrder: string[][];
export const exceptions: { from: string; to: string; reason: string }[];
export function layerPath(layer: string): string;
export const forbidden: IForbiddenRuleType[];
