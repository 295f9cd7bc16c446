import { createContext, useContext } from 'react';
import type { UserAuthResponse } from 'shared-api/contract';

type OnSignedIn = (response: UserAuthResponse) => void;

/** Lets the /sign-in page finish a built-in sign-in; null when Clerk signs people in. */
export const SignedInContext = createContext<OnSignedIn | null>(null);

export const useOnSignedIn = () => useContext(SignedInContext);
