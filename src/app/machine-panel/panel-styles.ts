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
.mp-dg-tools { margin: 4px 0; }
.mp-dg-tools button { font: 12px system-ui, sans-serif; min-height: 28px; }
.mp-dg-scroll { overflow: auto; max-height: 80vh; border: 1px solid #d0d7de; border-radius: 6px; background: #fbfcfd; }
.mp-dg-svg { display: block; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.mp-dg-box { fill: #fff; stroke: #57606a; stroke-width: 1.2; }
.mp-dg-box--compound { fill: #f6f8fa; }
.mp-dg-box--parallel { fill: #f6f8fa; stroke-dasharray: 6 3; }
.mp-dg-box--active { stroke: #1a7f37; stroke-width: 2.5; }
.mp-dg-box--atomic.mp-dg-box--active, .mp-dg-box--final.mp-dg-box--active { fill: #dafbe1; }
.mp-dg-final { fill: none; stroke: #57606a; }
.mp-dg-initial { fill: #1b1f24; }
.mp-dg-name { font-weight: 700; fill: #1b1f24; }
.mp-dg-line { fill: #57606a; }
.mp-dg-link:hover .mp-dg-box, .mp-dg-link:focus .mp-dg-box { stroke: #0969da; stroke-width: 2; }
.mp-dg-edge { fill: none; stroke: #57606a; stroke-width: 1.3; }
.mp-dg-head { fill: #57606a; }
.mp-dg-head-live { fill: #0969da; }
.mp-dg-arrow--initial .mp-dg-edge { stroke: #1b1f24; }
.mp-dg-arrow--after .mp-dg-edge, .mp-dg-arrow--always .mp-dg-edge { stroke-dasharray: 4 3; }
.mp-dg-label { fill: #fff; fill-opacity: .92; }
.mp-dg-label-text { fill: #1b1f24; }
.mp-dg-label-guard { fill: #8250df; }
.mp-dg-arrow--error .mp-dg-label-text { fill: #cf222e; }
.mp-dg-arrow--accepted { cursor: pointer; }
.mp-dg-hit { fill: none; stroke: transparent; stroke-width: 10; }
.mp-dg-arrow--accepted .mp-dg-edge { stroke: #0969da; stroke-width: 2.2; }
.mp-dg-arrow--accepted .mp-dg-label { fill: #ddf4ff; stroke: #0969da; }
.mp-dg-arrow--accepted .mp-dg-label-text { fill: #0550ae; font-weight: 700; }
.mp-dg-arrow--off .mp-dg-edge { stroke-dasharray: 2 3; }
.mp-dg-arrow--accepted:focus { outline: none; }
.mp-dg-arrow--accepted:focus .mp-dg-label, .mp-dg-arrow--accepted:hover .mp-dg-label { stroke-width: 2; fill: #b6e3ff; }
`;
