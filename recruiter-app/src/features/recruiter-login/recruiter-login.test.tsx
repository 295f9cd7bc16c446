import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppStateProvider, useAppState } from 'shared-api/app-state';
import RecruiterLogin from './recruiter-login';

function Harness() {
  const { showRecruiterLogin, setShowRecruiterLogin } = useAppState();
  return (
    <>
      <button type="button" onClick={() => setShowRecruiterLogin(true)}>
        Open
      </button>
      {showRecruiterLogin ? <RecruiterLogin /> : null}
    </>
  );
}

describe('Recruiter login overlay', () => {
  it('locks page scroll while open and closes from its close icon', async () => {
    render(
      <AppStateProvider>
        <Harness />
      </AppStateProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Recruiter Login' });
    expect(dialog).toHaveTextContent('Welcome back! Please sign in to continue.');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
