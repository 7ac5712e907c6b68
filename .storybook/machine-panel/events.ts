/** The machine panel's channel events between Storybook's manager (the addon panel) and the preview (the story). */
export const PANEL_ADDON_ID = 'loan-journey/machine-panel';
export const PANEL_ID = `${PANEL_ADDON_ID}/panel`;
/** preview → manager: the story's actors (a PanelState). */
export const STATE_EVENT = `${PANEL_ADDON_ID}/state`;
/** manager → preview: send an event to an actor ({ key, event }). */
export const SEND_EVENT = `${PANEL_ADDON_ID}/send`;
/** manager → preview: the panel opened, send the state again. */
export const REQUEST_EVENT = `${PANEL_ADDON_ID}/request`;
/** manager → preview: lay out the statechart of a machine the story runs (its id). */
export const LAYOUT_REQUEST = `${PANEL_ADDON_ID}/layout-request`;
/** preview → manager: a laid-out statechart (a DiagramLayout), or `{ machineId, error }`. */
export const LAYOUT_EVENT = `${PANEL_ADDON_ID}/layout`;
