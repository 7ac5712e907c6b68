import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * For a jsdom test file that uploads through Node's fetch: Node's FormData, File and Blob stand in
 * for jsdom's while its tests run, as a browser's own send their bytes.
 *
 * - jsdom's FormData reaches Node's fetch through Vitest's bridge, which reads a jsdom Blob's bytes
 *   from a field jsdom 29 no longer has: the part arrives as the text "undefined" (Node 20, 22) or
 *   empty (Node 24).
 * - From Node 24, Node's FormData (`append(name, file, fileName)`) and its multipart parser
 *   (`request.formData()`, which the demo backend reads uploads with) build each part with the
 *   global `File`, which is jsdom's here: the appended part loses its bytes and the parser fails
 *   its own check, so the demo backend answered an upload with HTTP 500. Node 20 and 22 took their
 *   own File when they loaded.
 *
 * Only src/api/problem.ts makes a FormData (`new FormData()`, no form element).
 */
export function uploadsWithNodeFormData(): void {
  beforeAll(async () => {
    if (typeof navigator !== 'undefined' && navigator.userAgent.includes('HappyDOM')) return;
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
    // jsdom's XMLHttpRequest cannot send Node's FormData: uploads go by fetch here (src/api/http.ts
    // uses XMLHttpRequest only where there is one, for its upload progress).
    vi.stubGlobal('XMLHttpRequest', undefined);
  });
  afterAll(() => void vi.unstubAllGlobals());
}
