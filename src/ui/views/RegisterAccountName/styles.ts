import { ACCOUNT_STYLES } from '../Account/styles';

/** RegisterAccountName and its success view: the account area's fields and buttons, plus the name's suffix. */
export const NAMES_STYLES = /* css */ `${ACCOUNT_STYLES}
.wg-name-input { display: flex; align-items: center; gap: 8px; }
.wg-name-input .wg-input { flex: 1; min-width: 0; }
.wg-name-suffix { color: var(--_fg-muted); font-weight: 600; }
.wg-name-issue { color: var(--_error); }
.wg-name-error p { margin: 0; }
.wg-name-error { color: var(--_error); }
.wg-name-suggestions h3 { margin: 0; }
.wg-name-suggestions .wg-list { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; }
.wg-name-suggestions .wg-item-name { overflow-wrap: anywhere; }
`;
