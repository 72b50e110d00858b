/**
 * The host page's buttons' own strings (`mountButton`, `<ConnectButton/>`): a table of their own, so a site that
 * shows only the button carries these few English words, not the modal's table. Other locales bring theirs with
 * the locale's chunk (`locales/<code>.ts`, module `button`); a site's `strings` override them like any other key.
 */
export const enButton = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
} as const;
