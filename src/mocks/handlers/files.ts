import { HttpResponse, type HttpHandler } from 'msw';
import { barcodeSvg, staticFiles } from '../data/images';
import { getFile } from '../store';
import { get, maintains } from './route';

const svgHeaders = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' };

/** Logos, barcodes and uploaded images, all from memory. */
export const fileHandlers: HttpHandler[] = [
  get(`${maintains}/demo-files/:name`, ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : '';
    const fixed = staticFiles[name];
    if (fixed !== undefined) return new HttpResponse(fixed, { headers: svgHeaders });
    const barcode = /^barcode-(\d{1,40})\.svg$/.exec(name);
    if (barcode?.[1]) return new HttpResponse(barcodeSvg(barcode[1]), { headers: svgHeaders });
    const uploaded = getFile(name);
    if (uploaded) return new HttpResponse(uploaded.body, { headers: { 'Content-Type': uploaded.type } });
    return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }),
];
