import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as fieldStories from '../../../stories/ui-field.stories';
import * as modalStories from '../../../stories/ui-modal.stories';
import * as toastStories from '../../../stories/ui-toast.stories';

describe('story states', () => {
  it('shows the loading toast in the Loading story', () => {
    const { Loading } = composeStories(toastStories);
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('uploading...');
  });

  it('shows the error toast as an alert', () => {
    const { ErrorToast } = composeStories(toastStories);
    render(<ErrorToast />);
    expect(screen.getByRole('alert')).toHaveTextContent('error');
  });

  it('renders the not-dismissable modal as a named dialog', () => {
    const { NotDismissable } = composeStories(modalStories);
    render(<NotDismissable />);
    expect(screen.getByRole('dialog', { name: 'Recalculando su préstamo' })).toBeInTheDocument();
  });

  it('shows the field error', () => {
    const { WithError } = composeStories(fieldStories);
    render(<WithError />);
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveAttribute('aria-invalid', 'true');
  });
});
