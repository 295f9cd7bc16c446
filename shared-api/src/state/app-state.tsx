import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { COMPANY_TOKEN_STORAGE_KEY } from '../contract/constants';

export interface SearchFilter {
  title: string;
  location: string;
}

export interface AppState {
  searchFilter: SearchFilter;
  setSearchFilter: (filter: SearchFilter) => void;
  /** True once Search was clicked, and whenever either filter is non-empty (spec section 4). */
  isSearched: boolean;
  setSearchClicked: (clicked: boolean) => void;
  showRecruiterLogin: boolean;
  setShowRecruiterLogin: (show: boolean) => void;
  companyToken: string | null;
  setCompanyToken: (token: string | null) => void;
}

const AppStateContext = createContext<AppState | null>(null);

function readStoredToken(): string | null {
  try {
    return typeof localStorage === 'undefined'
      ? null
      : localStorage.getItem(COMPANY_TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (private mode, sandboxed frames)
  }
}

/** UI state shared by the shell and both remotes. Server data lives in the query cache. */
export function AppStateProvider({ children }: { children: ReactNode }) {
  const [searchFilter, setSearchFilter] = useState<SearchFilter>({ title: '', location: '' });
  const [searchClicked, setSearchClicked] = useState(false);
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
    () => ({
      searchFilter,
      setSearchFilter,
      isSearched: searchClicked || searchFilter.title !== '' || searchFilter.location !== '',
      setSearchClicked,
      showRecruiterLogin,
      setShowRecruiterLogin,
      companyToken,
      setCompanyToken,
    }),
    [searchFilter, searchClicked, showRecruiterLogin, companyToken, setCompanyToken],
  );

  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state)
    throw new Error('useAppState must be used inside <AppStateProvider> (the shell provides it)');
  return state;
}
