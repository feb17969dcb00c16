/** The SHA-256 of every file below `dir`, by its '/'-separated path relative to it. */
export function hashTree(dir: string): Record<string, string>;
