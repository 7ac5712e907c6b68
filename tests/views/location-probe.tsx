import { useLocation } from 'react-router';
import { screen } from '@testing-library/react';

/** Shows the router's location so a view test can see where the page navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

export const currentLocation = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://app.test');
