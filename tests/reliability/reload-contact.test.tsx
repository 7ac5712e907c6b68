import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import ContactPage from '../../src/flows/contact/contact-page';
import { sessionKeyOf } from '../../src/lib/session-keep';
import { renderRoute, withDemoBackend } from './page-harness';

withDemoBackend();

// docs/decisions/0137: what is typed in the contact form comes back after a reload, until it is sent.
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('contact form after a reload (docs/decisions/0137)', () => {
  it('the fields typed come back; once sent, nothing is kept', async () => {
    const first = renderRoute(<ContactPage />, '/contact?type=1');
    type('Name', 'Ana López');
    type('Telephone', '5512345678');
    first.unmount();

    const again = renderRoute(<ContactPage />, '/contact?type=1');
    expect(field('Name').value).toBe('Ana López');
    expect(field('Telephone').value).toBe('5512345678');
    expect(field('E-mail').value).toBe('');
    type('E-mail', 'ana@example.com');
    type('Remark', 'Llamar por la tarde.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successful!')).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeyOf('contact', ''))).toBeNull();
    again.unmount();

    renderRoute(<ContactPage />, '/contact?type=1');
    expect(field('Name').value).toBe('');
  });
});
