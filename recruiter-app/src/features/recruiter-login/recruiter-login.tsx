import '../../styles.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { Dialog } from 'shared-ui/dialog';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** The recruiter login / sign-up overlay, opened by the shell's 'Recruiter Login'. */
export default function RecruiterLogin() {
  const { setShowRecruiterLogin } = useAppState();
  const [mode, setMode] = useState<'login' | 'sign-up'>('login');
  const navigate = useNavigate();
  const close = () => setShowRecruiterLogin(false);
  const done = () => {
    close();
    void navigate('/dashboard');
  };

  return (
    <Dialog title={mode === 'login' ? 'Recruiter Login' : 'Recruiter Sign Up'} onClose={close}>
      <p className="mt-1 text-center text-sm">Welcome back! Please sign in to continue.</p>
      {mode === 'login' ? (
        <LoginForm onDone={done} onSignUp={() => setMode('sign-up')} />
      ) : (
        <SignUpForm onDone={done} onLogin={() => setMode('login')} />
      )}
    </Dialog>
  );
}
