// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import HomePage from '../../../src/flows/public/home-page';
import { renderPage } from '../../helpers/render-page';
import slideTwo from '../../../src/assets/images/slide-2.svg?no-inline';
import slideThree from '../../../src/assets/images/slide-3.svg?no-inline';

const active = () => screen.getByRole('button', { name: /Go to picture \d/, current: true }).getAttribute('aria-label');
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('home carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderPage(<HomePage />, { route: '/?type=1' });
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('shows three slides with position dots and moves every 3000 ms, wrapping around', () => {
    expect(document.querySelectorAll('.carousel__slide')).toHaveLength(3);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Go to picture/ })).toHaveLength(3);
    expect(active()).toBe('Go to picture 1');
    advance(2999);
    expect(active()).toBe('Go to picture 1');
    advance(1);
    expect(active()).toBe('Go to picture 2');
    advance(3000);
    expect(active()).toBe('Go to picture 3');
    advance(3000);
    expect(active()).toBe('Go to picture 1');
  });

  it('holds while the page is hidden and resumes with a full interval when shown', () => {
    advance(1500);
    setHidden(true);
    advance(10000);
    expect(active()).toBe('Go to picture 1');
    expect(screen.getByRole('region', { name: 'What we offer' })).toHaveAttribute('data-paused', 'true');
    setHidden(false);
    advance(2999);
    expect(active()).toBe('Go to picture 1');
    advance(1);
    expect(active()).toBe('Go to picture 2');
  });

  it('follows swipes both ways (short drags do nothing) and dot taps, each restarting the interval', () => {
    const viewport = document.querySelector('.carousel__viewport') as HTMLElement;
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from });
      fireEvent.pointerUp(viewport, { clientX: to });
    };
    drag(300, 100);
    expect(active()).toBe('Go to picture 2');
    drag(100, 300);
    expect(active()).toBe('Go to picture 1');
    drag(100, 80);
    expect(active()).toBe('Go to picture 1');
    drag(100, 300);
    expect(active()).toBe('Go to picture 3');
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to picture 2' }));
    advance(2999);
    expect(active()).toBe('Go to picture 2');
    advance(1);
    expect(active()).toBe('Go to picture 3');
  });

  it('loads the first picture inline and the others as small SVG files', () => {
    const slides = [...document.querySelectorAll('.carousel__slide')];
    expect(slides[0]?.querySelector('svg')).not.toBeNull();
    expect(slides[1]?.querySelector('img')).toHaveAttribute('src', slideTwo);
    expect(slides[2]?.querySelector('img')).toHaveAttribute('src', slideThree);
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
  });
});
