export function newestChange(paths: string[]): number;
export function mustBuild(builtAtMs: number | undefined, newestInputMs: number): boolean;
export function sharedFilesOfUi(root: string): string[];
export function buildInputs(root: string): { server: string[]; ui: string[] };
