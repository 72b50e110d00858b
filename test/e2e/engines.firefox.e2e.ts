/** The core journeys (engines/journeys.ts) in Debian's Firefox ESR, over WebDriver BiDi. */
import { launchFirefox } from './engines/firefox';
import { describeCoreJourneys } from './engines/journeys';

describe('the core journeys in Firefox', () => {
  describeCoreJourneys(launchFirefox);
});
