import { act, render, screen } from '@testing-library/react';
import { toast, ToastContainer } from 'react-toastify';
import { useToastTransition } from './toast-motion';

function Toasts() {
  return <ToastContainer transition={useToastTransition()} />;
}

const prefersLessMotion = (less: boolean) => {
  window.matchMedia = (media: string) =>
    ({
      media,
      matches: less && media === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
};

describe('toasts and motion', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
    act(() => toast.dismiss());
  });

  it('bounce in as usual', async () => {
    prefersLessMotion(false);
    render(<Toasts />);
    act(() => void toast('Saved'));
    const shown = (await screen.findByText('Saved')).closest('.Toastify__toast');
    expect(shown?.className).toMatch(/bounce-enter/);
  });

  it('appear without motion where the system asks for less of it', async () => {
    prefersLessMotion(true);
    render(<Toasts />);
    act(() => void toast('Saved'));
    const shown = (await screen.findByText('Saved')).closest('.Toastify__toast');
    expect(shown?.className).toMatch(/toast-still-enter/);
    expect(shown?.className).not.toMatch(/bounce/);
  });
});
