import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the answer being rendered: entry.server provides it for the
 * router's scripts in root.tsx. In the browser there is none (scripts added after hydration come
 * from the trusted ones, which 'strict-dynamic' allows).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
