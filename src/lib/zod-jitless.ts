import * as z from 'zod/mini';

// zod compiles fast parsers with `new Function` unless told not to; under our Content Security
// Policy (no 'unsafe-eval') even its probe is reported as a violation. Import this module before
// any schema parses (src/api/schema-kit.ts and form schemas do).
z.config({ jitless: true });
