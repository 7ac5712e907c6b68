import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunctionComponent } from 'react';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as buttonStories from '../../../stories/ui-button.stories';
import * as fieldStories from '../../../stories/ui-field.stories';
import * as modalStories from '../../../stories/ui-modal.stories';
import * as keyboardStories from '../../../stories/ui-number-keyboard.stories';
import * as toastStories from '../../../stories/ui-toast.stories';

type Composed = FunctionComponent & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void };
const files = [buttonStories, fieldStories, modalStories, keyboardStories, toastStories].map(
  (module) => [module.default.title, Object.entries(composeStories(module) as Record<string, Composed>)] as const,
);

afterEach(() => {
  vi.useRealTimers();
});

describe.each(files)('%s', (_title, stories) => {
  it('has stories', () => {
    expect(stories.length).toBeGreaterThanOrEqual(3);
  });

  it.each(stories)('%s renders with no console error', async (_story, Story) => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    expect(document.body.textContent?.length ?? 0).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});

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
