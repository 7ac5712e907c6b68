// The build's entry: only the app. A built page does not load it: its inline script (src/boot.ts,
// docs/decisions/0048-inline-boot.md) imports the app itself. It serves `npm start` and any page
// served without the build's prerendered HTML.
void import('./main');
