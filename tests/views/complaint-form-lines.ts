// The complaint form's lines and the ways its states are reached (docs/decisions/0134): its pinned
// texts, its actors and taps, for tests/views/state-lines-complaint-form.view.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import type { ApiError, UploadedImage } from '../../src/api';
import type { ComplaintTitles, UploadInput } from '../../machines/complaint-form/complaint-form.machine';
import { FRAME_PINNED, type Pinned } from '../helpers/state-lines';

export const never = <T>() => new Promise<T>(() => undefined);
export const titles = () => fromPromise<ComplaintTitles>(async () => ({ typeTitle: 'Cobranza', sonTypeTitle: 'Llamadas excesivas' }));
export const made = (answer: (file: Blob) => Promise<Blob>) => fromPromise<Blob, { file: Blob }>(({ input }) => answer(input.file));
export const upload = (answer: (input: UploadInput) => Promise<UploadedImage>) =>
  fromPromise<UploadedImage, UploadInput>(({ input }) => answer(input));
export const failing = (error: ApiError) => () => upload(() => Promise.reject(error));
/** Photos made small at once, then sent as `answer` says. */
export const sending = (answer: (input: UploadInput) => Promise<UploadedImage>) => () => ({
  preparePhoto: made(async (file) => file),
  uploadImage: upload(answer),
});
export const sent = async () => ({ url: 'https://img.lendo.example/complaint/1.jpg' });

export const editing = () => screen.findByTestId('chosen-son-type');
export const photo = (type = 'image/jpeg') => new File(['x'], 'a.jpg', { type });
/** Picks `files` one after the other, once the form is editing. */
export const pick = async (...files: File[]) => {
  await editing();
  const user = userEvent.setup({ applyAccept: false });
  for (const file of files) await user.upload(screen.getByLabelText(/^(Add image|Agregar imagen)$/), file);
  return user;
};
/** Writes the description (pasted: one change, as typing each character reaches no other line). */
export const write = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('textbox'));
  await user.paste('Me llaman de noche.');
};
export const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /^(Submit|Enviar)$/ }));
/** Resolves once an image on the form is `value` (waiting, preparing, uploading, sent, failed, refused). */
export const photoIs = (value: string) => () =>
  waitFor(() => {
    const tile = document.querySelector(`[data-testid="photo"][data-status="${value}"]`);
    if (!tile) throw new Error(`no ${value} image on the form`);
    return tile;
  });

/** The form before its type's titles are known: the description already takes text. */
export const FORM = [
  'complaint.formTitle',
  'complaint.type',
  'complaint.description',
  'complaint.placeholder',
  'complaint.counter',
  'complaint.images',
  'complaint.addImage',
  'complaint.submit',
];
export const EDITING = [...FORM, 'complaint.sonType'];
/** An image on the form: its picture, and how to take it off (cancel while it goes, else remove). */
export const GOING = ['complaint.image', 'complaint.photoCancel', 'complaint.uploading'];
export const STOPPED = ['complaint.image', 'complaint.removeImage'];
/** A failed image: why, and Retry (its own label, and the frame's text); the toast says it failed. */
export const FAILED = ['complaint.photoFailed', 'complaint.photoRetry', 'common.retry', 'complaint.failed'];
export const typedAndSubmitted = async () => {
  await editing();
  const user = userEvent.setup();
  await write(user);
  await submit(user);
};

/** The complaint form's lines, by hand, in both languages. */
export const COMPLAINT_FORM_PINNED: Pinned = {
  ...FRAME_PINNED,
  'complaint.addImage': { es: 'Agregar imagen', en: 'Add image' },
  'complaint.counter': { es: '{count}/200', en: '{count}/200' },
  'complaint.description': { es: 'Descripción del problema', en: 'Problem description' },
  'complaint.emptyText': { es: 'Please provide your opinions and suggestions.', en: 'Please provide your opinions and suggestions.' },
  'complaint.failed': { es: 'No se pudo completar la operación. Intente de nuevo.', en: 'The operation could not be completed. Please try again.' },
  'complaint.formTitle': { es: 'Describa su problema', en: 'Describe your problem' },
  'complaint.image': { es: 'Imagen {n}', en: 'Image {n}' },
  'complaint.imageRefused': { es: 'Imagen no permitida', en: 'Image not allowed' },
  'complaint.images': { es: 'Imágenes ({count}/9)', en: 'Images ({count}/9)' },
  'complaint.photoCancel': { es: 'Cancelar el envío de la imagen {n}', en: 'Cancel sending image {n}' },
  'complaint.photoFailed': { es: 'No se envió: {reason}', en: 'Not sent: {reason}' },
  'complaint.photoNotImage': { es: 'Este archivo no es una imagen. No se envió nada.', en: 'This file is not an image. Nothing was sent.' },
  'complaint.photoPreparing': { es: 'Reduciendo…', en: 'Making it smaller…' },
  'complaint.photoRetry': { es: 'Reintentar la imagen {n}', en: 'Retry image {n}' },
  'complaint.photoSending': { es: 'Enviando {percent}%', en: 'Sending {percent}%' },
  'complaint.photoSendingStarted': { es: 'Enviando…', en: 'Sending…' },
  'complaint.photoTooBigForServer': { es: 'el servidor la rechazó por su tamaño.', en: 'the server refused its size.' },
  'complaint.photoTooLarge': {
    es: 'El archivo es demasiado grande. Elija una foto más pequeña. No se envió nada.',
    en: 'This file is too large. Pick a smaller photo. Nothing was sent.',
  },
  'complaint.photoUnreadable': {
    es: 'No se puede leer esta imagen. Elija una foto de la cámara o de la galería. No se envió nada.',
    en: 'This image cannot be read. Pick a photo from the camera or the gallery. Nothing was sent.',
  },
  'complaint.photoWaiting': { es: 'En espera', en: 'Waiting' },
  'complaint.photosNotSent': {
    es: 'Una imagen no se envió: vuelva a intentarlo o quite la imagen.',
    en: 'An image was not sent: retry it or remove it.',
  },
  'complaint.photosPending': { es: 'Espere a que se envíen las imágenes y toque Enviar.', en: 'Wait until the images are sent, then tap Submit.' },
  'complaint.placeholder': { es: 'Cuéntenos qué pasó (máximo 200 caracteres)', en: 'Tell us what happened (200 characters at most)' },
  'complaint.redirecting': { es: 'Volviendo…', en: 'Going back…' },
  'complaint.removeImage': { es: 'Quitar imagen {n}', en: 'Remove image {n}' },
  'complaint.sonType': { es: 'Subtipo', en: 'Sub-type' },
  'complaint.submit': { es: 'Enviar', en: 'Submit' },
  'complaint.successText': { es: 'Recibimos su queja. Le responderemos pronto.', en: 'We received your complaint. We will answer soon.' },
  'complaint.successTitle': { es: 'Enviado', en: 'Sent' },
  'complaint.type': { es: 'Tipo', en: 'Type' },
  'complaint.uploaded': { es: 'Charging successful!', en: 'Charging successful!' },
  'complaint.uploading': { es: 'uploading...', en: 'uploading...' },
};
