import { fireEvent, screen } from '@testing-library/react';
import { isSwipeBack } from '../../../src/components/PageTransition';
import { renderApp } from '../helpers/renderApp';

describe('isSwipeBack', () => {
  it('is a swipe-back when the touch moves more than 100 px sideways, either way', () => {
    expect(isSwipeBack(10, 111, 375)).toBe(true);
    expect(isSwipeBack(200, 99, 375)).toBe(true);
  });

  it('is not a swipe-back at exactly 100 px or less', () => {
    expect(isSwipeBack(10, 110, 375)).toBe(false);
    expect(isSwipeBack(200, 150, 375)).toBe(false);
  });

  it('is a swipe-back when the touch leaves the screen', () => {
    expect(isSwipeBack(5, -1, 375)).toBe(true);
    expect(isSwipeBack(370, 376, 375)).toBe(true);
  });
});

describe('PageTransition', () => {
  const touch = (type: 'touchStart' | 'touchMove', clientX: number) =>
    fireEvent[type](window, { touches: [{ clientX, clientY: 100 }] });

  it('a backward swipe suppresses the page fade', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    expect(screen.getByTestId('page')).toBeInTheDocument();
    touch('touchStart', 10);
    touch('touchMove', 60);
    expect(store.ui.transitionSuppressed).toBe(false);
    touch('touchMove', 150);
    expect(store.ui.transitionSuppressed).toBe(true);
  });

  it('the page a visit opens on shows at once; the next page fades in', async () => {
    const { user } = await renderApp({ path: '/m/home' });
    const animation = () => getComputedStyle(screen.getByTestId('page')).animation;
    expect(animation()).toBe('');
    await user.click(screen.getAllByRole('link', { name: /./ }).find((a) => a.getAttribute('href')?.startsWith('/m/login'))!);
    await screen.findByRole('button', { name: /log in/i });
    expect(animation()).toMatch(/300ms/);
  });
});
