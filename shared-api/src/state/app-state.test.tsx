import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppStateProvider, useAppState } from 'shared-api/app-state';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppStateProvider>{children}</AppStateProvider>
);

describe('app state', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the company token in local storage under companyToken', () => {
    localStorage.setItem('companyToken', 'stored');
    const { result } = renderHook(useAppState, { wrapper });
    expect(result.current.companyToken).toBe('stored');
    act(() => result.current.setCompanyToken('fresh'));
    expect(localStorage.getItem('companyToken')).toBe('fresh');
    act(() => result.current.setCompanyToken(null));
    expect(localStorage.getItem('companyToken')).toBeNull();
    expect(result.current.companyToken).toBeNull();
  });

  it('explains itself when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(useAppState)).toThrow(/inside <AppStateProvider>/);
  });
});
