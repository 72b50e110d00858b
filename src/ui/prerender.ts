import { createContext, useContext } from 'react';

/**
 * True inside the dialog React pre-renders, hidden, while the modal is closed. Parts that would fetch code
 * for themselves (a lazy section) hold their place instead: nothing is loaded for a dialog nobody opened.
 */
export const PrerenderContext = createContext(false);

export const usePrerendering = (): boolean => useContext(PrerenderContext);
