/** The core journeys (engines/journeys.ts) in WebKitGTK, Safari's engine, over WebKitWebDriver. */
import { launchWebKit } from './engines/webkit';
import { describeCoreJourneys } from './engines/journeys';

describe('the core journeys in WebKit', () => {
  describeCoreJourneys(launchWebKit);
});
