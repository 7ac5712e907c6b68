// Finds what the WebKit walk (scripts/webkit-walk.mjs) drives: Debian's WebKitWebDriver (package
// `webkit2gtk-driver`, WebKitGTK with its MiniBrowser) and Xvfb (package `xvfb`), at
// $WEBKIT_WEBDRIVER_PATH and $XVFB_PATH or in /usr/bin; as root it installs the missing packages
// with apt-get (scripts/system-packages.mjs).
import { ensurePackages, findBinary } from './system-packages.mjs';

/** The paths found, or undefined for a tool that is missing. */
export function findWebkit() {
  return { driver: findBinary('webkit2gtk-driver'), xvfb: findBinary('xvfb') };
}

/** WebKitWebDriver's and Xvfb's paths, installing Debian's packages first when run as root. */
export function ensureWebkit() {
  const [driver, xvfb] = ensurePackages(['webkit2gtk-driver', 'xvfb']);
  return { driver, xvfb };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { driver, xvfb } = ensureWebkit();
  console.log(`WebKitWebDriver: ${driver}\nXvfb: ${xvfb}`);
}
