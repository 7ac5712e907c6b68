export interface ImportEdge {
  /** Repository-relative path of the imported file. */
  to: string;
  /** The import is types only (`import type`): it vanishes from the build. */
  typeOnly: boolean;
}
export function importGraph(dirs?: string[]): Map<string, ImportEdge[]>;
export function cycles(graph: Map<string, ImportEdge[]>, withTypes?: boolean): string[][];
