/** axe on every view of the embedded-wallet journey and the site-configured ones, in every audited locale, light and dark (a11yAudit.ts). */
import { describeAudit } from './a11yAudit';

describeAudit('embedded');
