// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { RouteLink } from '../../../src/ui/route-link';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function setup(onClick?: (e: React.MouseEvent) => void) {
  render(
    <MemoryRouter initialEntries={['/start?lang=en']}>
      <RouteLink to={{ pathname: '/Contact', search: '?lang=en' }} className="nav" onClick={onClick}>
        Contact
      </RouteLink>
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Contact' });
}

describe('RouteLink', () => {
  it('is a real link to the target and navigates in the app on a plain click', () => {
    const link = setup();
    expect(link).toHaveAttribute('href', '/Contact?lang=en');
    expect(link).toHaveClass('nav');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(screen.getByTestId('where')).toHaveTextContent('/Contact?lang=en');
  });

  it('leaves modified clicks to the browser', () => {
    const link = setup();
    for (const mod of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(fireEvent.click(link, mod)).toBe(true);
    }
    expect(screen.getByTestId('where')).toHaveTextContent('/start?lang=en');
  });

  it('runs its own click handler first and stays put when that handler prevents the default', () => {
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault());
    const link = setup(onClick);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/start?lang=en');
  });
});
