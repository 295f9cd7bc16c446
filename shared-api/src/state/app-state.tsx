import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { COMPANY_TOKEN_STORAGE_KEY } from '../contract/constants';
import { pageSingleton } from './page-singleton';

/**
 * UI state shared by the shell and both remotes. Server data (jobs, company, user,
 * applications) lives in the query cache, and the job search lives in the URL (decision 6).
 */
export interface AppState {
  showRecruiterLogin: boolean;
  setShowRecruiterLogin: (show: boolean) => void;
  companyToken: string | null;
  setCompanyToken: (token: string | null) => void;
}

const AppStateContext = pageSingleton('app-state', () => createContext<AppState | null>(null));

function readStoredToken(): string | null {
  try {
    return typeof localStorage === 'undefined'
      ? null
      : localStorage.getItem(COMPANY_TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (private mode, sandboxed frames)
  }
}

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [showRecruiterLogin, setShowRecruiterLogin] = useState(false);
  const [companyToken, setToken] = useState<string | null>(readStoredToken);

  const setCompanyToken = useCallback((token: string | null) => {
    try {
      if (token) localStorage.setItem(COMPANY_TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(COMPANY_TOKEN_STORAGE_KEY);
    } catch {
      // the in-memory token still works for this visit
    }
    setToken(token);
  }, []);

  const value = useMemo<AppState>(
    () => ({ showRecruiterLogin, setShowRecruiterLogin, companyToken, setCompanyToken }),
    [showRecruiterLogin, companyToken, setCompanyToken],
  );

  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state)
    throw new Error('useAppState must be used inside <AppStateProvider> (the shell provides it)');
  return state;
}
