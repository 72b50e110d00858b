/** The demo's front page: the three ways of using WalletGate side by side, three independent instances. */
import { mountPlain } from './plain';
import { mountReact } from './react';
import { mountRedux } from './redux';

mountPlain(document.getElementById('plain-connect') as HTMLElement);
mountReact(document.getElementById('react-root') as HTMLElement);
mountRedux(document.getElementById('redux-connect') as HTMLElement, document.getElementById('redux-log') as HTMLElement);
