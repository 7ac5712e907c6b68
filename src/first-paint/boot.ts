// The inline script of every built page without a first data request (docs/how-a-page-loads.md):
// from the first paint on, what the borrower types and taps is held for the app.
import { startAppAfterFirstPaint } from './app-start';
import { holdInput } from './held-input';

holdInput();
const root = document.getElementById('root');
if (root) void startAppAfterFirstPaint(root);
