// V8's explicit compile hints. Every script the app loads
// is run as soon as it arrives, so every chunk starts with the magic comment that asks V8 to
// compile all its functions while it streams the file off the main thread, instead of one by one
// on the main thread the first time each is called (during module evaluation and React's first
// renders). Browsers without the hint read a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Vite plugin: prepends the hint to every JavaScript chunk of a client build (after minification). */
export function compileHints() {
  let ssr = false;
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // After Vite's own post-processing (which puts its preload map at the top of a chunk).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
