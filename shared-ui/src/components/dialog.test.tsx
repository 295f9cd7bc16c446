import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, liveOutsideDialogs } from './dialog';

/** A page with a header, a button that opens a dialog, a kept live region and a closed drawer. */
function Page({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <header>
        <a href="/">Home</a>
      </header>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Close job
        </button>
        {open ? (
          <Dialog title="Close this job?" onClose={() => setOpen(false)}>
            <button type="button" onClick={() => setInner(true)}>
              Why?
            </button>
            {nested && inner ? (
              <Dialog title="Why close it" onClose={() => setInner(false)}>
                <p>It stops applications.</p>
              </Dialog>
            ) : null}
          </Dialog>
        ) : null}
      </main>
      <div {...liveOutsideDialogs}>
        <p role="status">Job saved</p>
      </div>
      <aside inert>A closed drawer</aside>
    </>
  );
}

const isInert = (element: Element) => element.closest('[inert]') !== null;

test('the page behind an open dialog is inert, and comes back with focus on the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Close job' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Close this job?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(isInert(dialog)).toBe(false);
  expect(isInert(opener)).toBe(true);
  expect(isInert(screen.getByRole('link', { name: 'Home' }))).toBe(true);
  // The toasts answer what the dialog does: they stay heard.
  expect(isInert(screen.getByRole('status'))).toBe(false);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(isInert(opener)).toBe(false);
  expect(isInert(screen.getByRole('link', { name: 'Home' }))).toBe(false);
  // What was inert before the dialog stays so.
  expect(screen.getByText('A closed drawer')).toHaveAttribute('inert');
});

test('focus moves into the dialog and Tab stays inside it', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Close job' }));
  const dialog = screen.getByRole('dialog', { name: 'Close this job?' });
  expect(dialog).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Why?' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Why?' })).toHaveFocus();
});

test('a dialog over a dialog gives the first one back when it closes', async () => {
  const user = userEvent.setup();
  render(<Page nested />);
  await user.click(screen.getByRole('button', { name: 'Close job' }));
  const why = screen.getByRole('button', { name: 'Why?' });
  await user.click(why);
  expect(screen.getByRole('dialog', { name: 'Why close it' })).toBeInTheDocument();
  expect(isInert(why)).toBe(true);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Why close it' })).not.toBeInTheDocument();
  expect(isInert(why)).toBe(false);
  expect(why).toHaveFocus();
  expect(isInert(screen.getByRole('button', { name: 'Close job' }))).toBe(true);
});

/** A navbar's Login that a successful sign-in replaces, as the shell's does. */
function SignInPage({ leaveLater }: { leaveLater: boolean }) {
  const [open, setOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const signIn = () => {
    setOpen(false);
    if (leaveLater) setTimeout(() => setSignedIn(true), 0);
    else setSignedIn(true);
  };
  return (
    <main>
      <h1>Latest jobs</h1>
      {signedIn ? (
        <p>Hi, Ada</p>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Login
        </button>
      )}
      {open ? (
        <Dialog title="Sign in" onClose={() => setOpen(false)}>
          <button type="button" onClick={signIn}>
            Sign in
          </button>
        </Dialog>
      ) : null}
    </main>
  );
}

test.each([
  ['with the dialog', false],
  ['just after it', true],
])('gives focus to the main heading when the opener leaves %s', async (_when, leaveLater) => {
  const user = userEvent.setup();
  render(<SignInPage leaveLater={leaveLater} />);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('Hi, Ada');
  await vi.waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Latest jobs' })).toHaveFocus(),
  );
});

/** A login whose success leads to another page, which shows its heading a little later. */
function LoginThenDashboard() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<'home' | 'loading' | 'dashboard'>('home');
  const logIn = () => {
    setOpen(false);
    setPage('loading');
    setTimeout(() => setPage('dashboard'), 50);
  };
  return (
    <main>
      {page === 'home' ? (
        <>
          <h1>Latest jobs</h1>
          <button type="button" onClick={() => setOpen(true)}>
            Recruiter Login
          </button>
        </>
      ) : null}
      {page === 'loading' ? <p>Loading</p> : null}
      {page === 'dashboard' ? <h1>Manage Jobs</h1> : null}
      {open ? (
        <Dialog title="Recruiter Login" onClose={() => setOpen(false)}>
          <button type="button" onClick={logIn}>
            Login
          </button>
        </Dialog>
      ) : null}
    </main>
  );
}

test('gives focus to the heading of the page the dialog led to, once it shows', async () => {
  const user = userEvent.setup();
  render(<LoginThenDashboard />);
  await user.click(screen.getByRole('button', { name: 'Recruiter Login' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await vi.waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Manage Jobs' })).toHaveFocus(),
  );
});

test('leaves the focus be once the person has pressed a key', async () => {
  const user = userEvent.setup();
  render(<LoginThenDashboard />);
  await user.click(screen.getByRole('button', { name: 'Recruiter Login' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await user.keyboard('{Shift}');
  await screen.findByRole('heading', { name: 'Manage Jobs' });
  expect(document.body).toHaveFocus();
});

/** A dialog whose first view has a button that takes itself away, as "Use another resume". */
function SwitchingDialog({ focusChooser = false }: { focusChooser?: boolean }) {
  const [open, setOpen] = useState(true);
  const [other, setOther] = useState(false);
  return open ? (
    <Dialog title="Apply" onClose={() => setOpen(false)}>
      {other ? (
        <>
          <p>Choose a file</p>
          {/* As the resume step does: the screen moves the focus itself. */}
          <input
            type="file"
            aria-label="Resume"
            ref={(input) => {
              if (focusChooser) input?.focus();
            }}
          />
        </>
      ) : (
        <button type="button" onClick={() => setOther(true)}>
          Use another resume
        </button>
      )}
    </Dialog>
  ) : (
    <p>Closed</p>
  );
}

test('keeps the focus when a control inside takes itself away, so Escape still closes', async () => {
  const user = userEvent.setup();
  render(<SwitchingDialog />);
  const dialog = screen.getByRole('dialog', { name: 'Apply' });
  await user.click(screen.getByRole('button', { name: 'Use another resume' }));
  await screen.findByText('Choose a file');
  await vi.waitFor(() => expect(dialog).toHaveFocus());
  await user.keyboard('{Escape}');
  expect(screen.getByText('Closed')).toBeInTheDocument();
});

test('leaves the focus where the screen put it when a control takes itself away', async () => {
  const user = userEvent.setup();
  render(<SwitchingDialog focusChooser />);
  await user.click(screen.getByRole('button', { name: 'Use another resume' }));
  const chooser = await screen.findByLabelText('Resume');
  // The panel's watch runs after the change: give it its turn.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(chooser).toHaveFocus();
});

test('a press on the backdrop leaves the focus inside the dialog', async () => {
  const user = userEvent.setup();
  render(<SwitchingDialog />);
  const button = screen.getByRole('button', { name: 'Use another resume' });
  button.focus();
  const backdrop = screen.getByRole('dialog', { name: 'Apply' }).parentElement;
  if (!backdrop) throw new Error('the dialog sits on a backdrop');
  await user.pointer({ keys: '[MouseLeft]', target: backdrop });
  expect(button).toHaveFocus();
});
