export async function startDemoBackend(): Promise<void> {}
