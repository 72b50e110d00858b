/** axe on every view in locale 'en-XA', light and dark (a11yAudit.ts). */
import { describeAudit } from './a11yAudit';

describeAudit('en-XA');
