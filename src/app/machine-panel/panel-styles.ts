/** The panel's styles, as a string rendered in a <style>: the same in Storybook's manager, its preview and the page. */
export const panelCss = `
.mp { font: 13px/1.4 system-ui, sans-serif; color: #1b1f24; background: #fff; padding: 8px; box-sizing: border-box; }
.mp * { box-sizing: border-box; }
.mp h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #57606a; margin: 12px 0 4px; }
.mp code, .mp pre, .mp textarea { font: 12px/1.4 ui-monospace, monospace; }
.mp-value { font: 600 15px/1.3 ui-monospace, monospace; background: #eef6ff; border-radius: 4px; padding: 4px 6px; display: inline-block; word-break: break-all; }
.mp-badge { font-size: 11px; background: #eaeef2; border-radius: 8px; padding: 0 6px; margin-left: 4px; }
.mp-badge--tag { background: #fff4d6; }
.mp-muted { color: #57606a; font-size: 12px; }
.mp-events { display: flex; flex-wrap: wrap; gap: 4px; }
.mp-event { display: inline-flex; }
.mp-event button { font: 12px ui-monospace, monospace; border: 1px solid #0969da; background: #f3f8ff; color: #0969da; padding: 4px 8px; border-radius: 4px 0 0 4px; cursor: pointer; min-height: 32px; }
.mp-event button + button { border-left: 0; border-radius: 0 4px 4px 0; }
.mp-event--off button { border-color: #8c959f; color: #57606a; background: #f6f8fa; }
.mp-editor textarea { width: 100%; min-height: 64px; }
.mp-error { color: #cf222e; }
.mp-history { list-style: none; margin: 0; padding: 0; }
.mp-history li { border-bottom: 1px solid #eaeef2; padding: 2px 0; word-break: break-all; }
.mp-states { list-style: none; margin: 0; padding-left: 12px; border-left: 1px dashed #d0d7de; }
.mp-map { padding-left: 0; border-left: 0; }
.mp-state { margin: 4px 0; }
.mp-state--active > .mp-state__head { background: #dafbe1; }
.mp-now { color: #1a7f37; font-weight: 600; }
.mp-transitions { margin: 2px 0; padding-left: 16px; }
.mp-guard { color: #8250df; }
.mp-stories { display: flex; flex-wrap: wrap; gap: 4px 8px; }
.mp-story { font-size: 12px; }
.mp-story--current { font-weight: 700; background: #fff8c5; }
.mp-tree { margin: 0; padding-left: 12px; list-style: none; }
.mp-tree summary { cursor: pointer; }
.mp-key { color: #953800; }
.mp-select { max-width: 100%; }
`;
