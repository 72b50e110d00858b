/**
 * Names' strings (RegisterAccountName, its success view, the Account view's entry): they load with the names
 * views' chunk, not with the first bundle. SPEC §8 texts are the error catalogue's (src/core/errors/catalogue.ts).
 */
import type { RegisterFailure } from '../../../slices/names';
import type { NameIssue } from '../../core/names';
import { useMessages } from './index';

export const enNames = {
  'names.entry': 'Choose a name',
  'names.intro': 'A name your account is known by instead of its address. Anyone can look it up.',
  'names.label': 'Name',
  'names.suffix': 'ends in {suffix}',
  'names.placeholder': 'yourname',
  'names.issue.empty': 'Type the name you want',
  'names.issue.invalidCharacters': 'Use only letters, digits or hyphens',
  'names.issue.tooShort': 'A name has at least 4 characters',
  'names.issue.tooLong': 'A name has at most 64 characters',
  'names.checking': 'Checking {name}',
  'names.available': '{name} is available',
  'names.taken': '{name} is already taken',
  'names.suggestions': 'Suggestions',
  'names.suggestionsLoading': 'Loading suggestions',
  'names.register': 'Register {name}',
  'names.registerPlain': 'Register',
  'names.reason.declined': 'Signature declined',
  'names.reason.taken': 'This name is already taken',
  'names.reason.invalidChainId': 'Invalid chainId',
  'names.signing': 'Registering {name}',
  'names.signingHint': 'Approve the signature in your wallet. It costs nothing.',
  'names.cancel': 'Cancel',
  'names.done': '{name} is yours',
  'names.doneHint': 'Your account now shows this name.',
  'names.backToAccount': 'Back to account',
  'names.yourName': 'Your name: {name}',
} as const;

export const issueKey = (issue: NameIssue) => `names.issue.${issue}` as const;
export const reasonKey = (reason: RegisterFailure) => `names.reason.${reason}` as const;

/** The names strings in the locale shown (a view's hook). */
export const useNamesStrings = () => useMessages('names', enNames);
