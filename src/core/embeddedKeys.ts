/** The few embedded-wallet names the first bundle needs (to know whether to restore a login at start); plain
 * strings only, so importing them brings nothing else along. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH';
/** SPEC §3 session storage: the email-login-used flag. */
export const LOGIN_USED_KEY = 'emailLoginUsed';

/** SPEC §2: the id of the secure frame's iframe (laid over the modal's body for an approval). */
export const SECURE_FRAME_ID = 'w3m-iframe';
