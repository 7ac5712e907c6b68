/** Server text that tries to be markup: pages must show it as these exact characters. */
export const hostileText = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>bold</b>';

/** Server URLs the allow-list must refuse wherever the app would follow or embed them. */
export const hostileUrls = {
  script: 'javascript:alert(1)',
  data: 'data:text/html,<script>alert(1)</script>',
  foreign: 'https://evil.example/x',
  protocolRelative: '//evil.example/x',
} as const;
