import { expect, test, type Page } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { httpBackendPort } from '../../playwright.config';
import { imageFacts } from '../../src/lib/image-bytes';
import { jpegMetadataSegments } from '../../scripts/camera-photo.mjs';
import { gif, leakyJpeg, leaksIn, png, withJpegLeaks, withPngLeaks, withWebpLeaks } from '../helpers/leaky-photos';

// Issue 54: what reaches the server is pixels only, whatever path the photo takes in Chromium:
// sent as it is, re-encoded in the worker, or on the page when the webview has no OffscreenCanvas.
// Each picture is drawn and encoded by this Chromium, then given every kind of metadata and data
// after its end (tests/helpers/leaky-photos.ts); the server keeps the bytes it received.
const query = 'type=1&orderId=240518001&productId=7&deviceId=dev-1&sessionId=s-1';
test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

/** A picture of `width` × `height` drawn and encoded by the page's browser as `type`. */
async function encoded(page: Page, type: string, width: number, height: number): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ([t, w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#3a6ea5';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#ff0000';
      g.fillRect(0, 0, w / 4, h / 4);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), t, 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [type, width, height] as const,
  );
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** Picks `bytes` on the complaint form and returns what the server received, and how many workers the page started. */
async function sent(page: Page, request: APIRequestContext, bytes: Uint8Array, name: string, mimeType: string) {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const uploaded = page.waitForResponse((r) => r.url().includes('/user-problem/upload-problem-img'));
  await page.getByLabel('Add image').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
  const answer = (await (await uploaded).json()) as { data: { url: string } };
  await expect(page.getByTestId('photo')).toHaveAttribute('data-status', 'sent');
  return { received: new Uint8Array(await (await request.get(answer.data.url)).body()), workers };
}

async function openForm(page: Page, withoutWorkerCanvas: boolean) {
  // A webview without a 2D OffscreenCanvas (iOS before 16.4): the photo is made on the page.
  if (withoutWorkerCanvas)
    await page.addInitScript(() => Object.defineProperty(globalThis, 'OffscreenCanvas', { value: undefined, configurable: true }));
  await page.goto(`/complainPageNext?${query}&problemType=2&orderNo=MX240518001`);
  await expect(page.getByLabel('Add image')).toBeEnabled();
}

const reencoded = [
  { kind: 'a JPEG marked to turn', type: 'image/jpeg', name: 'turned.jpg', size: [1200, 900], leaks: withJpegLeaks },
  { kind: 'a PNG over 2048 px', type: 'image/png', name: 'wide.png', size: [2100, 60], leaks: withPngLeaks },
  { kind: 'a WebP', type: 'image/webp', name: 'photo.webp', size: [800, 600], leaks: withWebpLeaks },
] as const;

for (const where of ['in the worker', 'on the page'] as const) {
  for (const photo of reencoded) {
    test(`${photo.kind} re-encoded ${where} reaches the server as a JPEG of pixels only`, async ({ page, request }) => {
      await openForm(page, where === 'on the page');
      const leaky = photo.leaks(await encoded(page, photo.type, photo.size[0], photo.size[1]));
      expect(leaksIn(leaky).length).toBeGreaterThan(0);
      const { received, workers } = await sent(page, request, leaky, photo.name, photo.type);
      expect(workers.length > 0).toBe(where === 'in the worker');
      expect(imageFacts(received)).toMatchObject({ format: 'jpeg', orientation: 1 });
      expect(leaksIn(received)).toEqual([]);
      expect(jpegMetadataSegments(received).filter((m) => m !== 'E0' && m !== 'E2')).toEqual([]);
      expect([...received.subarray(-2)]).toEqual([0xff, 0xd9]);
    });
  }
}

const asIs = [
  { kind: 'JPEG', type: 'image/jpeg', name: 'small.jpg', bytes: () => leakyJpeg(8, 8) },
  { kind: 'PNG', type: 'image/png', name: 'small.png', bytes: () => png(64, 48) },
  { kind: 'GIF', type: 'image/gif', name: 'small.gif', bytes: () => gif() },
] as const;

for (const photo of asIs) {
  test(`a small ${photo.kind} sent as it is reaches the server as pixels only, in its own format`, async ({ page, request }) => {
    await openForm(page, false);
    const { received, workers } = await sent(page, request, photo.bytes(), photo.name, photo.type);
    expect(workers).toEqual([]);
    expect(imageFacts(received)?.format).toBe(photo.kind.toLowerCase());
    expect(leaksIn(received)).toEqual([]);
  });
}
