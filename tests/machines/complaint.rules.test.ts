import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ComplaintDetail, ComplaintDraft, ComplaintList } from '../../src/api';
import { complaintFormMachine, type UploadInput } from '../../machines/complaint-form/complaint-form.machine';
import { sentUrls } from '../../machines/complaint-form/photos';
import { complaintDetailMachine } from '../../machines/complaint-detail/complaint-detail.machine';
import { complaintListMachine } from '../../machines/complaint-list/complaint-list.machine';
import { complaintEntryMachine } from '../../machines/complaint-entry/complaint-entry.machine';
import { parseDraft, serializeDraft } from '../../machines/complaint-form/complaint-draft';
import { businessError, problemInit } from '../../stories/support/complaint-fixtures';

// The complaint machines' rules from SPEC 3 "Complaint form" / "Complaint detail" / "Complaint list",
// SPEC 5 and 9 (200 characters, 9 images) and ARCHITECTURE (tags drive the spinner and the failure
// screen), checked on the running machines with the page's actors stood in for. Every expected value
// is written here, from the spec, not read from the machine.

const INPUT = { problemType: '2', problemSonType: '', orderNo: 'MX240518001' };
const TITLES = { typeTitle: 'Pagos y reembolsos', sonTypeTitle: '' };
const pending = <T>() => new Promise<T>(() => {});
/** A load that fails once with the spec's business error, then answers `value` (the retry's answer). */
const failsOnceThen = <T>(value: T) => {
  let calls = 0;
  return () => (++calls === 1 ? Promise.reject(businessError) : Promise.resolve(value));
};

function formActor(
  actors: {
    readDraft?: () => Promise<{ text: string; images: string[] }>;
    loadTitles?: () => Promise<typeof TITLES>;
    preparePhoto?: (file: Blob) => Promise<Blob>;
    uploadImage?: (file: Blob) => Promise<{ url: string }>;
    saveComplaint?: (draft: ComplaintDraft) => Promise<void>;
  },
  did: string[] = [],
) {
  return createActor(
    complaintFormMachine.provide({
      actors: {
        readDraft: fromPromise(() => (actors.readDraft ?? (() => Promise.resolve({ text: '', images: [] })))()),
        loadTitles: fromPromise(() => (actors.loadTitles ?? (() => Promise.resolve(TITLES)))()),
        preparePhoto: fromPromise(({ input }: { input: { file: Blob } }) =>
          (actors.preparePhoto ?? ((file: Blob) => Promise.resolve(file)))(input.file),
        ),
        uploadImage: fromPromise(({ input }: { input: UploadInput }) => (actors.uploadImage ?? (() => pending<{ url: string }>()))(input.file)),
        saveComplaint: fromPromise(({ input }: { input: ComplaintDraft }) => (actors.saveComplaint ?? (() => pending<void>()))(input)),
      },
      actions: {
        toastWhyNot: (_: unknown, params: { reason: string }) =>
          void did.push(
            params.reason === 'emptyText' ? 'toast empty' : params.reason === 'photosPending' ? 'toast photos pending' : 'toast photos not sent',
          ),
        toastError: () => void did.push('toast error'),
        replaceToEntry: () => void did.push('to entry'),
        clearDraft: () => void did.push('draft cleared'),
      },
    }),
    { input: INPUT },
  ).start();
}

const editing = (actor: ReturnType<typeof formActor>) => waitFor(actor, (s) => s.matches({ editing: 'idle' }));

describe('complaint form: rules on the running machine', () => {
  it('while loading it is busy, shows no titles yet, and keeps what is typed', async () => {
    const actor = formActor({ readDraft: () => pending(), loadTitles: () => pending() });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ loading: 'draft' });
    expect(s.hasTag('busy')).toBe(true);
    expect(s.hasTag('error')).toBe(false);
    expect([s.context.typeTitle, s.context.sonTypeTitle]).toEqual(['', '']);
    actor.send({ type: 'text.change', value: 'Pagué dos veces' });
    expect(actor.getSnapshot().context.text).toBe('Pagué dos veces');
  });

  it('the stored draft fills an empty description and the images, at most 200 characters and 9 images', async () => {
    const images = Array.from({ length: 11 }, (_, i) => `/img/${i + 1}.png`);
    const actor = formActor({ readDraft: () => Promise.resolve({ text: 'y'.repeat(210), images }), loadTitles: () => pending() });
    const s = await waitFor(actor, (x) => x.matches({ loading: 'titles' }));
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.text).toBe('y'.repeat(200));
    expect(sentUrls(s.context.photos)).toEqual([
      '/img/1.png',
      '/img/2.png',
      '/img/3.png',
      '/img/4.png',
      '/img/5.png',
      '/img/6.png',
      '/img/7.png',
      '/img/8.png',
      '/img/9.png',
    ]);
  });

  it('what was typed before the draft was read is kept over the draft', async () => {
    let answer: (d: { text: string; images: string[] }) => void = () => {};
    const actor = formActor({ readDraft: () => new Promise((r) => (answer = r)), loadTitles: () => pending() });
    actor.send({ type: 'text.change', value: 'Lo nuevo' });
    answer({ text: 'Lo viejo', images: ['/img/a.png'] });
    const s = await waitFor(actor, (x) => x.matches({ loading: 'titles' }));
    expect(s.context.text).toBe('Lo nuevo');
    expect(sentUrls(s.context.photos)).toEqual(['/img/a.png']);
  });

  it('the titles are kept; a failed load keeps its error, shows the failure and is not busy; retry loads again', async () => {
    let calls = 0;
    const actor = formActor({ loadTitles: () => (++calls === 1 ? Promise.reject(businessError) : Promise.resolve(TITLES)) });
    const failed = await waitFor(actor, (x) => x.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.hasTag('busy')).toBe(false);
    expect(failed.context.error).toEqual(businessError);
    actor.send({ type: 'load.retry' });
    const s = await editing(actor);
    expect(calls).toBe(2);
    expect([s.context.typeTitle, s.context.sonTypeTitle]).toEqual(['Pagos y reembolsos', '']);
    expect(s.context.error).toBeNull();
    expect(s.hasTag('busy')).toBe(false);
    expect(s.hasTag('error')).toBe(false);
  });

  it('a picked photo is made small on the phone and what it made is uploaded, busy meanwhile; a failed upload keeps its error on the photo', async () => {
    const prepared: Blob[] = [];
    const sent: Blob[] = [];
    let fail = false;
    const did: string[] = [];
    const small = new Blob(['small'], { type: 'image/jpeg' });
    const actor = formActor(
      {
        preparePhoto: (file) => (prepared.push(file), Promise.resolve(small)),
        uploadImage: (file) => (sent.push(file), fail ? Promise.reject(businessError) : Promise.resolve({ url: '/img/up.png' })),
      },
      did,
    );
    await editing(actor);
    const file = new Blob(['a picture'], { type: 'image/jpeg' });
    actor.send({ type: 'image.pick', file });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    let s = await editing(actor);
    expect(prepared).toEqual([file]);
    expect(sent).toEqual([small]);
    expect(sentUrls(s.context.photos)).toEqual(['/img/up.png']);
    fail = true;
    actor.send({ type: 'image.pick', file });
    s = await editing(actor);
    expect(sentUrls(s.context.photos)).toEqual(['/img/up.png']);
    expect(s.context.photos[1]).toMatchObject({ status: 'failed', error: businessError, body: small });
    expect(did).toEqual(['toast error']);
    // Retried without picking again: the same photo goes again, and now arrives.
    fail = false;
    actor.send({ type: 'image.retry', id: s.context.photos[1]!.id });
    s = await editing(actor);
    expect(sentUrls(s.context.photos)).toEqual(['/img/up.png', '/img/up.png']);
    expect(sent).toEqual([small, small, small]);
  });

  it('refuses at once, with nothing read or sent, a file over 25 MB or one that is not an image; 25 MB itself is read', async () => {
    const prepared: Blob[] = [];
    const actor = formActor({ preparePhoto: (file) => (prepared.push(file), pending<Blob>()) });
    await editing(actor);
    const sized = (size: number, type: string) => ({ size, type, name: 'x' }) as unknown as Blob;
    actor.send({ type: 'image.pick', file: sized(25 * 1024 * 1024 + 1, 'image/jpeg') });
    actor.send({ type: 'image.pick', file: sized(1000, 'application/pdf') });
    expect(actor.getSnapshot().context.photos.map((p) => [p.status, p.refusal])).toEqual([
      ['refused', 'tooLarge'],
      ['refused', 'notImage'],
    ]);
    expect(prepared).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    const limit = sized(25 * 1024 * 1024, 'image/jpeg');
    actor.send({ type: 'image.pick', file: limit });
    expect(prepared).toEqual([limit]);
  });

  it('a photo that cannot be read is refused on the form; nothing is uploaded', async () => {
    const sent: Blob[] = [];
    const actor = formActor({ preparePhoto: () => Promise.reject(new Error('unreadable')), uploadImage: (f) => (sent.push(f), pending()) });
    await editing(actor);
    actor.send({ type: 'image.pick', file: new Blob(['heic'], { type: 'image/heic' }) });
    const s = await editing(actor);
    expect(s.context.photos.map((p) => [p.status, p.refusal])).toEqual([['refused', 'unreadable']]);
    expect(sent).toEqual([]);
  });

  it('Submit says why it waits while a photo goes, and why it will not send with a photo not sent; removed, it sends', async () => {
    const did: string[] = [];
    const saved: ComplaintDraft[] = [];
    const actor = formActor({ preparePhoto: () => pending<Blob>(), saveComplaint: (d) => (saved.push(d), pending()) }, did);
    await editing(actor);
    actor.send({ type: 'text.change', value: 'Cobro doble' });
    actor.send({ type: 'image.pick', file: new Blob(['p'], { type: 'image/jpeg' }) });
    actor.send({ type: 'form.submit' });
    expect(did).toEqual(['toast photos pending']);
    const id = actor.getSnapshot().context.photos[0]!.id;
    actor.send({ type: 'image.cancel', id });
    expect(actor.getSnapshot().context.photos).toEqual([]);
    actor.send({ type: 'image.pick', file: { size: 26 * 1024 * 1024, type: 'image/jpeg' } as unknown as Blob });
    actor.send({ type: 'form.submit' });
    expect(did).toEqual(['toast photos pending', 'toast photos not sent']);
    actor.send({ type: 'image.remove', id: actor.getSnapshot().context.photos[0]!.id });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(saved).toEqual([{ problemType: '2', problemSonType: '', problemDetail: 'Cobro doble', images: [], orderNo: 'MX240518001' }]);
  });

  it('removing an image removes that one only', async () => {
    const actor = formActor({ readDraft: () => Promise.resolve({ text: '', images: ['/img/a.png', '/img/b.png', '/img/c.png'] }) });
    await editing(actor);
    actor.send({ type: 'image.remove', id: 2 });
    expect(sentUrls(actor.getSnapshot().context.photos)).toEqual(['/img/a.png', '/img/c.png']);
    actor.send({ type: 'image.remove', id: 5 });
    expect(sentUrls(actor.getSnapshot().context.photos)).toEqual(['/img/a.png', '/img/c.png']);
  });

  it('a description of spaces only is not sent (the toast), a real one is: busy, then the success modal, then the entry', async () => {
    vi.useFakeTimers();
    try {
      const did: string[] = [];
      const sent: ComplaintDraft[] = [];
      const actor = formActor({ saveComplaint: (d) => (sent.push(d), Promise.resolve()) }, did);
      // Promises settle without moving the clock (vi.waitFor would move it).
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      actor.send({ type: 'text.change', value: '   ' });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(did).toEqual(['toast empty']);
      actor.send({ type: 'text.change', value: ' Cobro doble ' });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('success');
      expect(sent).toEqual([{ problemType: '2', problemSonType: '', problemDetail: ' Cobro doble ', images: [], orderNo: 'MX240518001' }]);
      vi.advanceTimersByTime(1499);
      expect(actor.getSnapshot().value).toBe('success');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().status).toBe('done');
      expect(did).toEqual(['toast empty', 'draft cleared', 'to entry']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed send goes back to the form with its error and the description kept', async () => {
    const did: string[] = [];
    const actor = formActor({ saveComplaint: () => Promise.reject(businessError) }, did);
    await editing(actor);
    actor.send({ type: 'text.change', value: 'Cobro doble' });
    actor.send({ type: 'form.submit' });
    const s = await editing(actor);
    expect(s.context.error).toEqual(businessError);
    expect(s.context.text).toBe('Cobro doble');
    expect(did).toEqual(['toast error']);
  });
});

describe('complaint draft: read back leniently (0097: 7 days, a minute of clock skew)', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"text"'],
    ['an array without savedAt', '["a"]'],
  ])('%s gives the empty draft', (_, raw) => {
    expect(parseDraft(raw, now)).toEqual({ text: '', images: [] });
  });
  it('exactly 200 characters are kept as they are; 201 lose the last', () => {
    expect(parseDraft(serializeDraft({ text: 'z'.repeat(200), images: [] }, now), now).text).toBe('z'.repeat(200));
    expect(parseDraft(serializeDraft({ text: 'z'.repeat(200) + 'Ω', images: [] }, now), now).text).toBe('z'.repeat(200));
  });
  it('a text or images of the wrong kind read as empty; images keep only strings, at most 9', () => {
    const raw = JSON.stringify({ text: 5, images: 'a.png', savedAt: now });
    expect(parseDraft(raw, now)).toEqual({ text: '', images: [] });
    const mixed = JSON.stringify({ text: 'hola', images: [1, '/a.png', null, ...Array.from({ length: 10 }, (_, i) => `/${i}.png`)], savedAt: now });
    expect(parseDraft(mixed, now)).toEqual({
      text: 'hola',
      images: ['/a.png', '/0.png', '/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png', '/7.png'],
    });
  });
  it('saved a minute ahead of the clock is read; a minute and a millisecond is not', () => {
    const draft = { text: 'hola', images: [] };
    expect(parseDraft(serializeDraft(draft, now + 60_000), now)).toEqual(draft);
    expect(parseDraft(serializeDraft(draft, now + 60_001), now)).toEqual({ text: '', images: [] });
  });
});

describe('complaint detail and list: what they keep and their tags', () => {
  const detail: ComplaintDetail = {
    type: 'Cobranza',
    sonType: 'Llamadas excesivas',
    problemId: '1001',
    content: 'Me llaman de noche.',
    images: [],
    disposeDetail: '',
    disposeImages: [],
    isNeedScore: 0,
  };
  it('detail: busy while loading, the detail kept, a failure kept with the error tag, retry clears it', async () => {
    const actor = createActor(
      complaintDetailMachine.provide({
        actors: { loadDetail: fromPromise(failsOnceThen(detail)) },
      }),
      { input: { problemId: '1001' } },
    ).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.error).toEqual(businessError);
    actor.send({ type: 'load.retry' });
    const loaded = await waitFor(actor, (s) => s.matches({ loaded: 'settled' }));
    expect(loaded.context.detail).toEqual(detail);
    expect(loaded.context.error).toBeNull();
    expect(loaded.hasTag('error') || loaded.hasTag('busy')).toBe(false);
  });

  it('list: busy while loading, the list kept on tab 0, a failure kept with the error tag', async () => {
    const list: ComplaintList = { tabs: [{ title: 'En proceso', items: [] }] };
    const actor = createActor(
      complaintListMachine.provide({
        actors: { loadList: fromPromise(failsOnceThen(list)) },
      }),
    ).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.error).toEqual(businessError);
    actor.send({ type: 'load.retry' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context).toEqual({ list, tab: 0, error: null });
  });

  it('entry: busy while loading with no type picked, a failure kept with the error tag, retry shows the current order', async () => {
    const actor = createActor(
      complaintEntryMachine.provide({
        actors: { loadInit: fromPromise(failsOnceThen(problemInit)) },
      }),
      { input: { orderId: '240518001' } },
    ).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.pickedType).toBe('');
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.hasTag('busy')).toBe(false);
    expect(failed.context.error).toEqual(businessError);
    actor.send({ type: 'load.retry' });
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(ready.context.current?.orderNo).toBe('MX240518001');
    expect(ready.context.error).toBeNull();
    expect(ready.hasTag('error') || ready.hasTag('busy')).toBe(false);
  });
});
