import '../../styles.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { Dialog } from 'shared-ui/dialog';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

const TITLES = {
  login: 'Recruiter Login',
  'sign-up': 'Recruiter Sign Up',
  forgot: 'Forgot Password',
} as const;

/** The recruiter login / sign-up overlay, opened by the shell's 'Recruiter Login'. */
export default function RecruiterLogin() {
  const { setShowRecruiterLogin } = useAppState();
  const [mode, setMode] = useState<'login' | 'sign-up' | 'forgot'>('login');
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const close = () => setShowRecruiterLogin(false);
  // A switch of form replaces the fields: focus goes to the first new one, not to the page.
  const box = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    box.current?.querySelector('input')?.focus();
  }, [mode]);
  const done = () => {
    close();
    void navigate('/dashboard');
  };

  return (
    <Dialog title={TITLES[mode]} onClose={close}>
      <div ref={box}>
        {mode === 'forgot' ? (
          <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />
        ) : (
          <>
            <p className="mt-1 text-center text-sm">Welcome back! Please sign in to continue.</p>
            {mode === 'login' ? (
              <LoginForm
                onDone={done}
                onSignUp={() => setMode('sign-up')}
                onForgot={(typed) => {
                  setEmail(typed);
                  setMode('forgot');
                }}
              />
            ) : (
              <SignUpForm onDone={done} onLogin={() => setMode('login')} />
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
