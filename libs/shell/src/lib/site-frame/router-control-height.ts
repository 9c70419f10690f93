// The router control's height on its own, so the frame, which sets the page's top bar height
// (TOP_BAR_HEIGHT), does not carry the control's code.

/** Height of the mini program's router control: its 32 px buttons and 4 px above and below. */
export const ROUTER_CONTROL_HEIGHT = '40px';
